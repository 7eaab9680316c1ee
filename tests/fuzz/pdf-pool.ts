// Runs PDF fuzz cases in child processes with a heap limit and a per-case deadline. A case that overruns the
// deadline is a hang (its process is killed and replaced); a process that dies (out of memory, native abort) is a
// crash. Everything else comes back from pdf-worker.ts as profile / refused / crash.
// Processes, not worker threads: Node's per-thread resourceLimits do not contain every out-of-memory (a growing
// array in large-object space aborts the whole process), and one case must never take the run down with it.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { PdfCase, PdfCorpus } from './pdf-cases.ts';
import type { CaseResult } from './pdf-worker.ts';

export interface PoolOptions {
  workers?: number;
  /** Hard bound per case; past it the case is a hang (default 5 s). */
  timeoutMs?: number;
  /** extractText's own deadline, below the hard bound (default 3 s). */
  readTimeoutMs?: number;
  /** Heap limit of each worker process (and of its pdf.js thread). */
  heapMb?: number;
  /** Called as each case is handed to a worker. */
  onStart?: (c: PdfCase) => void;
}

export interface RunSummary {
  cases: number;
  profile: number;
  refused: Record<string, number>;
  /** Refused as UNREADABLE_PDF because pdf.js overran extractText's deadline. */
  deadline: number;
  failures: (CaseResult & { label: string })[];
  ms: number;
}

const ENTRY = fileURLToPath(new URL('./pdf-worker.ts', import.meta.url));

class Slot {
  private child!: ChildProcess;
  private ready!: Promise<void>;
  constructor(private readonly heapMb: number) {
    this.spawn();
  }

  private spawn() {
    this.child = fork(ENTRY, [String(this.heapMb)], {
      execArgv: ['--import', 'tsx', `--max-old-space-size=${this.heapMb}`],
      serialization: 'advanced', // Uint8Array bodies as they are
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'], // pdf.js warnings about damaged files are expected noise
    });
    this.expectReady();
  }

  /** The worker says 'ready' once its pdf.js thread is warm: at start and after every case. */
  private expectReady() {
    const child = this.child;
    this.ready = new Promise((ok, fail) => {
      const onMessage = (m: { ready?: boolean }) => {
        if (!m?.ready) return;
        child.off('message', onMessage);
        child.off('exit', fail);
        ok();
      };
      child.on('message', onMessage);
      child.once('exit', fail);
    });
    this.ready.catch(() => {}); // a worker that dies is reported by run()
  }

  async run(c: PdfCase, timeoutMs: number, readTimeoutMs: number): Promise<CaseResult> {
    await this.ready;
    const child = this.child;
    this.expectReady();
    return new Promise<CaseResult>((resolve) => {
      const done = (r: CaseResult) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(r);
      };
      const timer = setTimeout(() => {
        child.off('exit', onExit);
        child.kill('SIGKILL');
        this.spawn();
        done({ id: c.index, outcome: 'hang', error: `no answer within ${timeoutMs} ms` });
      }, timeoutMs);
      const onMessage = (r: CaseResult & { ready?: boolean }) => {
        if (!r.ready) done(r);
      };
      const onExit = (code: number | null, signal: string | null) => {
        this.spawn();
        const why = signal === 'SIGABRT' ? 'SIGABRT (out of memory)' : (signal ?? `code ${code}`);
        done({ id: c.index, outcome: 'crash', error: `worker process died: ${why}` });
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ id: c.index, timeoutMs: readTimeoutMs, ...c.job });
    });
  }

  close() {
    this.child.kill('SIGKILL');
  }
}

/** Runs cases [indices] of `seed`; `onResult` sees each result (for progress or early logging). */
export function runPdfFuzz(
  corpus: PdfCorpus,
  seed: number,
  indices: number[],
  opts: PoolOptions = {},
  onResult?: (r: CaseResult, c: PdfCase) => void,
): Promise<RunSummary> {
  let next = 0;
  const take = async () => (next < indices.length ? corpus.case(seed, indices[next++]) : null);
  return runCases(take, opts, onResult);
}

/** Runs hand-made cases (regressions) under the same bounds. */
export function runFixedCases(cases: PdfCase[], opts: PoolOptions = {}): Promise<RunSummary> {
  let next = 0;
  return runCases(async () => cases[next++] ?? null, opts);
}

async function runCases(
  take: () => Promise<PdfCase | null>,
  opts: PoolOptions,
  onResult?: (r: CaseResult, c: PdfCase) => void,
): Promise<RunSummary> {
  const started = Date.now();
  const slots = Array.from({ length: opts.workers ?? 2 }, () => new Slot(opts.heapMb ?? 512));
  const summary: RunSummary = { cases: 0, profile: 0, refused: {}, deadline: 0, failures: [], ms: 0 };
  const loop = async (slot: Slot) => {
    for (let c = await take(); c; c = await take()) {
      opts.onStart?.(c);
      const t = Date.now();
      const r = await slot.run(c, opts.timeoutMs ?? 5000, opts.readTimeoutMs ?? 3000);
      r.ms = Date.now() - t;
      summary.cases++;
      if (r.outcome === 'profile') summary.profile++;
      else if (r.outcome === 'refused') summary.refused[r.code!] = (summary.refused[r.code!] ?? 0) + 1;
      else summary.failures.push({ ...r, label: c.label });
      if (r.deadline) summary.deadline++;
      onResult?.(r, c);
    }
  };
  try {
    await Promise.all(slots.map(loop));
  } finally {
    for (const s of slots) s.close();
  }
  summary.ms = Date.now() - started;
  return summary;
}
