import { stat } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../core/errors.ts';
import { MAX_FILE_BYTES, parseErrors } from '../../core/profile/errors.ts';
import { parseProfile } from '../../core/profile/parse.ts';
import type { Profile } from '../../core/profile/schema.ts';
import { readPdfNode } from './read-pdf-node.ts';

// One entry point for CLIs and tests: a LinkedIn PDF export, or screenshots of one profile (PNG/JPEG/WebP, in order,
// read with the OCR model of `language`) -> Profile.

const IMAGE_EXT = new Set(['.png', '.jpg', '.jpeg', '.webp']);
const MAX_IMAGES = 6;

export async function parseFile(file: string | string[], opts: { language?: string } = {}): Promise<Profile> {
  const files = Array.isArray(file) ? file : [file];
  for (const f of files) if ((await stat(f)).size > MAX_FILE_BYTES) throw parseErrors.tooLarge();
  const exts = files.map((f) => path.extname(f).toLowerCase());
  if (files.length === 1 && exts[0] === '.pdf') {
    const { items, pages, meta } = await readPdfNode(files[0]);
    return parseProfile({ items, pages, meta, mode: 'pdf' });
  }
  if (files.length && files.length <= MAX_IMAGES && exts.every((e) => IMAGE_EXT.has(e))) {
    const { readScreenshotFilesNode } = await import('./ocr-node.ts');
    return parseProfile(await readScreenshotFilesNode(files, { language: opts.language }));
  }
  throw new AppError(
    'BAD_REQUEST',
    `Upload a PDF export of your profile, or up to ${MAX_IMAGES} screenshots of it (PNG, JPEG or WebP).`,
  );
}
