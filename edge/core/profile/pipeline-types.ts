import type { HeadingKey } from './locales/index.ts';
import type { TextItem } from './text-item.ts';

// Types passed between the parser steps (items -> lines -> columns -> sections -> fields).

export type Column = 'side' | 'main';
export type Layout = 'modern' | 'legacy' | 'image';

export interface Line {
  id: number;
  text: string;
  x: number;
  right: number;
  top: number;
  baseline: number;
  fontSize: number;
  fontName: string;
  bold: boolean;
  page: number;
  column: Column;
  items: TextItem[];
  /** OCR: the least sure word's confidence, 0-100 (undefined for PDF text). */
  confidence?: number;
}

export interface Section {
  key: HeadingKey | 'other';
  heading?: Line;
  lines: Line[];
  column: Column;
}

export interface SplitDocument {
  header: Line[]; // name, headline, location (and e-mail in legacy exports)
  sections: Section[];
  ignored: Line[]; // footers and repeated page headers: not content
}

/** Marks lines whose text ended up in a field, for the coverage report. */
export type Used = Set<number>;
