import { stat } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../core/errors.ts';
import { MAX_FILE_BYTES, parseErrors } from '../../core/profile/errors.ts';
import { parseProfile } from '../../core/profile/parse.ts';
import type { Profile } from '../../core/profile/schema.ts';
import { readPdfNode } from './read-pdf-node.ts';

// One entry point for CLIs and tests: a LinkedIn PDF export or a screenshot (PNG/JPEG/WebP) -> Profile.

const IMAGE_EXT = new Set(['.png', '.jpg', '.jpeg', '.webp']);

export async function parseFile(file: string, opts: { language?: string } = {}): Promise<Profile> {
  const ext = path.extname(file).toLowerCase();
  const size = (await stat(file)).size;
  if (size > MAX_FILE_BYTES) throw parseErrors.tooLarge();
  if (ext === '.pdf') {
    const { items, pages, meta } = await readPdfNode(file);
    return parseProfile({ items, pages, meta, mode: 'pdf' });
  }
  if (IMAGE_EXT.has(ext)) {
    const { readScreenshotFilesNode } = await import('./ocr-node.ts');
    return parseProfile(await readScreenshotFilesNode([file], { language: opts.language }));
  }
  throw new AppError('BAD_REQUEST', 'Upload a PDF export of your profile or a screenshot (PNG, JPEG or WebP).');
}
