// Which files each upload mode takes (product specification, section 5), and the toast each refusal shows. Pure: no DOM
// types, so the rules are unit-tested with plain objects.
import { MAX_FILE_BYTES } from '../../../edge/core/profile/errors.ts';

export type UploadMode = 'pdf' | 'image';

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export interface FileProblem {
  title: string;
  description: string;
}

export const ACCEPT: Record<UploadMode, string> = {
  pdf: 'application/pdf,.pdf',
  image: 'image/*',
};

export const NO_FILE: FileProblem = { title: 'No File Selected', description: 'Please upload your profile' };

// Some systems hand over a PDF with an empty type (drag and drop from a few file managers); the name decides then.
function isPdf(file: FileLike): boolean {
  return file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
}

export function checkFile(file: FileLike | null | undefined, mode: UploadMode): FileProblem | null {
  if (!file) return NO_FILE;
  if (mode === 'pdf' && !isPdf(file)) return { title: 'Invalid File Type', description: 'Please upload a PDF' };
  if (mode === 'image' && !file.type.startsWith('image/'))
    return { title: 'Invalid File Type', description: 'Please upload an image' };
  if (file.size > MAX_FILE_BYTES)
    return { title: 'File Too Large', description: 'This file is too large: the limit is 10 MB.' };
  return null;
}

/** Screenshots per analysis: a profile rarely fits one screen. */
export const MAX_SCREENSHOTS = 6;

export const TOO_MANY: FileProblem = {
  title: 'Too Many Screenshots',
  description: `Use up to ${MAX_SCREENSHOTS} screenshots of one profile.`,
};

/**
 * The files chosen after the user drops, picks or pastes `incoming`: a PDF replaces the last one; screenshots are
 * added in order, up to MAX_SCREENSHOTS. A file that breaks a rule is left out and its problem returned.
 */
export function addFiles<F extends FileLike>(
  current: F[],
  incoming: F[],
  mode: UploadMode,
): { files: F[]; problem: FileProblem | null } {
  let problem: FileProblem | null = null;
  const ok = incoming.filter((f) => {
    const issue = checkFile(f, mode);
    problem ??= issue;
    return !issue;
  });
  if (mode === 'pdf') return { files: ok.length ? [ok[ok.length - 1]] : current, problem };
  const files = [...current, ...ok];
  if (files.length > MAX_SCREENSHOTS) return { files: files.slice(0, MAX_SCREENSHOTS), problem: problem ?? TOO_MANY };
  return { files, problem };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
