import { describe, expect, it } from 'vitest';
import { readPdfBytes } from '../../edge/adapters/node/read-pdf-node.ts';
import { AppError } from '../../edge/core/errors.ts';
import { parseProfile } from '../../edge/core/profile/parse.ts';
import { renderPdf } from '../fixtures/generator/index.ts';
import { encryptedPdf, manyPagesPdf, otherCvPdf, scannedPdf } from '../fixtures/generator/odd.ts';
import { enModern } from '../fixtures/synthetic/profiles.ts';

// Errors, never a made-up profile: each failure mode gives its code and a message a person can act on.

async function codeOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'no error';
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).message.length).toBeGreaterThan(20);
    return (err as AppError).code;
  }
}

const parsePdf = async (bytes: Uint8Array, meta?: Record<string, string>) => {
  const x = await readPdfBytes(bytes);
  return parseProfile({ items: x.items, pages: x.pages, meta: meta ?? x.meta, mode: 'pdf' });
};

describe('parser errors', () => {
  it('UNREADABLE_PDF for damaged bytes and for a password-protected file', async () => {
    expect(await codeOf(() => readPdfBytes(new TextEncoder().encode('%PDF-1.4\nthis is not a pdf')))).toBe(
      'UNREADABLE_PDF',
    );
    expect(await codeOf(async () => readPdfBytes(await encryptedPdf()))).toBe('UNREADABLE_PDF');
  });

  it('TOO_LARGE over 30 pages or 10 MB', async () => {
    expect(await codeOf(async () => readPdfBytes(await manyPagesPdf(31)))).toBe('TOO_LARGE');
    expect(await codeOf(() => readPdfBytes(new Uint8Array(10 * 1024 * 1024 + 1)))).toBe('TOO_LARGE');
    expect((await readPdfBytes(await manyPagesPdf(30))).pages).toHaveLength(30);
  });

  it('NO_TEXT for a scan without a text layer, and for an image without words', async () => {
    expect(await codeOf(async () => parsePdf(await scannedPdf()))).toBe('NO_TEXT');
    expect(
      await codeOf(async () => parseProfile({ items: [], pages: [{ width: 600, height: 800 }], mode: 'image' })),
    ).toBe('NO_TEXT');
  });

  it('NOT_LINKEDIN_EXPORT for another CV, and for a LinkedIn look-alike printed by a browser', async () => {
    expect(await codeOf(async () => parsePdf(await otherCvPdf()))).toBe('NOT_LINKEDIN_EXPORT');
    expect(await codeOf(async () => parsePdf(await otherCvPdf(''), {}))).toBe('NOT_LINKEDIN_EXPORT');
    const lookalike = (await renderPdf(enModern)).bytes;
    expect(await codeOf(() => parsePdf(lookalike, { producer: 'Skia/PDF m142', creator: 'HeadlessChrome' }))).toBe(
      'NOT_LINKEDIN_EXPORT',
    );
  });

  it('reads an export whose metadata was stripped, but says it could not be verified', async () => {
    const profile = await parsePdf((await renderPdf(enModern)).bytes, {});
    expect(profile.basics.name).toBe(enModern.name);
    expect(profile.meta.warnings.join(' ')).toMatch(/could not be confirmed as a LinkedIn export/);
  });
});
