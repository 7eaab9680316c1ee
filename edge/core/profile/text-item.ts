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
  /** OCR: the column the screenshot reader found this word in, from the page's layout. */
  column?: 'side' | 'main';
  /** OCR: tesseract's confidence in the word, 0-100. */
  confidence?: number;
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
  /**
   * Screenshots: where the main column starts (x, points), as the reader found it from the pixels; null for one
   * column. Without it the parser finds the columns from the text itself.
   */
  columns?: { boundary: number | null };
}
