import { AppError } from '../errors.ts';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_PAGES = 30;

export const parseErrors = {
  notLinkedIn: () =>
    new AppError(
      'NOT_LINKEDIN_EXPORT',
      "This doesn't look like a LinkedIn profile export. On your profile, choose More (or Resources), then Save to PDF, and upload that file.",
    ),
  noText: () =>
    new AppError(
      'NO_TEXT',
      'We could not find any text in this PDF (it looks like a scan). Upload a screenshot of your profile in image mode instead.',
    ),
  unreadable: () =>
    new AppError(
      'UNREADABLE_PDF',
      'This PDF could not be opened: it is encrypted or damaged. Export it from LinkedIn again.',
    ),
  tooLarge: () => new AppError('TOO_LARGE', `This file is too large: the limit is 10 MB and ${MAX_PAGES} pages.`),
};
