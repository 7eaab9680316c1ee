// Runs in a child process (forked by pdf-pool.ts with a heap limit), so a case that hangs or exhausts memory can
// be stopped by killing the process without taking the run down. pdf.js itself runs on a thread below this one
// (pdfjs-thread.ts), as in the browser, so extractText's deadline can fire.
// In (IPC): WorkerJob. Out: CaseResult, then { ready: true } once the next case may be sent.
import { PDFDocument } from 'pdf-lib';
import { readPdfBytes } from '../../edge/adapters/node/read-pdf-node.ts';
import { AnalyzeRequest } from '../../edge/core/api.ts';
import { AppError } from '../../edge/core/errors.ts';
import { parseProfile } from '../../edge/core/profile/parse.ts';
import type { Profile } from '../../edge/core/profile/schema.ts';
import type { ParseInput } from '../../edge/core/profile/text-item.ts';
import { unstorablePath } from '../../edge/core/storable.ts';
import { ReadTimeout } from '../../edge/reader/extract.ts';
import { mutateItems } from './item-mutate.ts';
import type { PdfJob } from './pdf-cases.ts';
import { type PdfjsThread, pdfjsThread } from './pdfjs-thread.ts';
import { rng } from './rng.ts';

export const PARSER_CODES = ['NOT_LINKEDIN_EXPORT', 'NO_TEXT', 'UNREADABLE_PDF', 'TOO_LARGE'] as const;

export type WorkerJob = PdfJob & { id: number; timeoutMs: number };

export interface CaseResult {
  id: number;
  outcome: 'profile' | 'refused' | 'crash' | 'hang';
  code?: string;
  /** The read hit extractText's deadline (answered UNREADABLE_PDF in time). */
  deadline?: boolean;
  /** Crash only: error name, message and the top of the stack (never profile text). */
  error?: string;
  ops?: string[];
  /** Wall time seen by the pool. */
  ms?: number;
}

const HEAP_MB = Number(process.argv[2] ?? 512);
let thread: Promise<PdfjsThread> = freshThread();
const extracted = new Map<string, Promise<ParseInput>>();

/** A pdf.js thread that has already read one small PDF (imports, fonts), so no case pays for its start-up. */
async function freshThread(): Promise<PdfjsThread> {
  const t = await pdfjsThread(HEAP_MB);
  const doc = await PDFDocument.create();
  doc.addPage().drawText('warm up');
  await readPdfBytes(await doc.save(), { worker: t.worker });
  return t;
}

async function read(bytes: Uint8Array, timeoutMs: number) {
  return readPdfBytes(bytes, { worker: (await thread).worker, timeoutMs });
}

function baseInput(key: string, bytes: Uint8Array, timeoutMs: number): Promise<ParseInput> {
  let p = extracted.get(key);
  if (!p) {
    p = read(bytes, timeoutMs).then(({ items, pages, meta }) => ({ items, pages, meta, mode: 'pdf' as const }));
    extracted.set(key, p);
  }
  return p;
}

function describe(err: unknown): string {
  const e = err as Error;
  const stack = String(e?.stack ?? '')
    .split('\n')
    .slice(1, 4)
    .map((l) => l.trim())
    .join(' | ');
  const code = err instanceof AppError ? ` code=${err.code}` : '';
  return `${e?.name}${code}: ${String(e?.message).slice(0, 200)} @ ${stack}`;
}

async function attempt(job: WorkerJob): Promise<CaseResult> {
  let ops: string[] | undefined;
  try {
    let profile: Profile;
    if (job.kind === 'pdf') {
      const { items, pages, meta } = await read(job.bytes, job.timeoutMs);
      profile = parseProfile({ items, pages, meta, mode: 'pdf' });
    } else if (job.kind === 'input') {
      profile = parseProfile(job.input);
    } else {
      const mutated = mutateItems(await baseInput(job.baseKey, job.base, job.timeoutMs), rng(job.seed));
      ops = mutated.ops;
      profile = parseProfile(mutated.input);
    }
    // A profile the parser returns must be one the API accepts (schema, and text the database can store).
    const api = AnalyzeRequest.safeParse({ profile, file_type: 'pdf' });
    if (!api.success) throw new Error(`the API would refuse this profile: ${api.error.issues[0]?.path.join('.')}`);
    const bad = unstorablePath(profile);
    if (bad !== null) throw new Error(`the profile holds text the database cannot store at ${bad}`);
    return { id: job.id, outcome: 'profile', ops };
  } catch (err) {
    if (err instanceof AppError && (PARSER_CODES as readonly string[]).includes(err.code)) {
      const deadline = err.cause instanceof ReadTimeout;
      return { id: job.id, outcome: 'refused', code: err.code, ops, deadline };
    }
    return { id: job.id, outcome: 'crash', error: describe(err), ops };
  }
}

async function run(job: WorkerJob): Promise<CaseResult> {
  const started = Date.now();
  const result = await attempt(job);
  const current = await thread;
  const died = current.died();
  // A thread that hit the deadline is still busy with the stalled file: replace it (the next case waits for the
  // new one to be warm before its own clock starts: see the 'ready' message below). A thread that died of the
  // case (out of memory) is a crash whatever the read answered.
  if (died || Date.now() - started >= job.timeoutMs) {
    void current.terminate();
    thread = freshThread();
  }
  return died ? { id: job.id, outcome: 'crash', error: `pdf.js thread died: ${died}`, ops: result.ops } : result;
}

// The pool sends a job only after 'ready', and starts its clock only then, so thread start-up is never
// counted against a case.
const send = (m: unknown) => process.send?.(m);
process.on('message', async (job: WorkerJob) => {
  const result = await run(job).catch((err) => ({ id: job.id, outcome: 'crash' as const, error: describe(err) }));
  send(result);
  await thread.catch(() => {});
  send({ ready: true });
});
process.on('disconnect', () => process.exit(0));
thread.then(() => send({ ready: true }));
