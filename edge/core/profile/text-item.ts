// What both pdf.js and OCR produce, and what the parser consumes.
// Coordinates are in PDF points (OCR: pixels scaled to points), origin at the TOP-left of the page, y grows downward.
export interface TextItem {
  text: string;
  x: number;
  y: number; // top of the glyph box
  width: number;
  height: number;
  fontSize: number;
  fontName: string; // e.g. "ArialUnicodeMS", "Arial-BoldMT"; '' from OCR
  page: number; // 1-based
  color?: string; // '#rrggbb' when known
  bold?: boolean;
}

export interface PageInfo {
  width: number;
  height: number;
}

export interface DocumentMeta {
  producer?: string;
  creator?: string;
  title?: string;
  author?: string;
}

export interface ParseInput {
  items: TextItem[];
  pages: PageInfo[];
  meta?: DocumentMeta;
  mode: 'pdf' | 'image';
}
