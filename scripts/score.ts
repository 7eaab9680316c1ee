// npm run -s score -- <file.pdf|.png|.jpg|profile.json> [--target-role "..."] [--as-of YYYY-MM] [--no-advice]
// npm run -s score -- --rubric-doc     (prints docs/rubric.md)
// npm run -s score -- --rubric-json    (prints the rubric catalogue for /how-we-score)
// Prints the full analysis as JSON: rubric scores, then Pro content from the configured LLM (OPENAI_API_KEY or
// LLM_BASE_URL, model LLM_MODEL) or, without one, rubric-only content. Errors print { "error": ... } and exit 2.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { adviceFromEnv } from '../edge/compose.ts';
import { personalAnalysis } from '../edge/core/advice/rubric-advice.ts';
import { AppError } from '../edge/core/errors.ts';
import { matchProfile } from '../edge/core/match/index.ts';
import { ProfileSchema } from '../edge/core/profile/schema.ts';
import { rubricCatalog } from '../edge/core/rubric/catalog-export.ts';
import { renderRubricMarkdown } from '../edge/core/rubric/markdown.ts';
import { scoreProfile } from '../edge/core/rubric/score.ts';
import { profileHash } from '../edge/services/hashing.ts';

interface Args {
  file?: string;
  targetRole?: string;
  asOf?: string;
  advice: boolean;
  doc?: 'md' | 'json';
}

function parseArgs(argv: string[]): Args {
  const a: Args = { advice: true };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].startsWith('--') ? argv[i].split(/=(.*)/s) : [argv[i]];
    const value = () => inline ?? argv[++i];
    if (flag === '--target-role') a.targetRole = value();
    else if (flag === '--as-of') a.asOf = value();
    else if (flag === '--no-advice') a.advice = false;
    else if (flag === '--rubric-doc') a.doc = 'md';
    else if (flag === '--rubric-json') a.doc = 'json';
    else a.file ??= argv[i];
  }
  return a;
}

function fail(code: string, message: string): never {
  process.stdout.write(`${JSON.stringify({ error: { code, message } }, null, 2)}\n`);
  process.exit(2);
}

async function loadProfile(file: string) {
  if (path.extname(file).toLowerCase() === '.json') {
    const parsed = ProfileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    if (!parsed.success)
      fail('VALIDATION_FAILED', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    return { profile: parsed.data, fileType: 'json' };
  }
  const { parseFile } = await import('../edge/adapters/node/parse-file.ts');
  return { profile: await parseFile(file), fileType: path.extname(file).slice(1).toLowerCase() };
}

const args = parseArgs(process.argv.slice(2));
if (args.doc === 'md') {
  process.stdout.write(renderRubricMarkdown());
  process.exit(0);
}
if (args.doc === 'json') {
  process.stdout.write(`${JSON.stringify(rubricCatalog(), null, 2)}\n`);
  process.exit(0);
}
if (!args.file)
  fail(
    'BAD_REQUEST',
    'Usage: npm run -s score -- <file.pdf|.png|.jpg|profile.json> [--target-role "..."] [--as-of YYYY-MM]',
  );
if (args.asOf && !/^\d{4}-\d{2}$/.test(args.asOf)) fail('BAD_REQUEST', '--as-of must be YYYY-MM');

try {
  const { profile, fileType } = await loadProfile(args.file);
  // The suggestions the product shows: the personal ones, in place of the rubric's generic fix texts.
  const analysis = personalAnalysis(
    profile,
    scoreProfile(profile, { asOf: args.asOf }),
    { asOf: args.asOf },
    args.targetRole,
  );
  const out: Record<string, unknown> = {
    file: path.basename(args.file),
    file_type: fileType,
    profile_hash: await profileHash(profile),
  };
  Object.assign(out, analysis);
  // The job-ad match is its own number beside the score, as the API answers it to a Pro user.
  if (args.targetRole?.trim()) out.match = matchProfile(profile, args.targetRole);
  if (args.advice) {
    const warn = (msg: string, fields?: Record<string, unknown>) =>
      process.stderr.write(`${msg} ${JSON.stringify(fields ?? {})}\n`);
    const service = adviceFromEnv(
      {
        OPENAI_API_KEY: process.env.OPENAI_API_KEY,
        LLM_BASE_URL: process.env.LLM_BASE_URL,
        LLM_MODEL: process.env.LLM_MODEL,
        LLM_TIMEOUT_MS: process.env.LLM_TIMEOUT_MS ? Number(process.env.LLM_TIMEOUT_MS) : undefined,
      },
      { info() {}, error: warn, warn },
    );
    out.pro = await service.advise(profile, analysis, args.targetRole);
  }
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
} catch (err) {
  if (err instanceof AppError) fail(err.code, err.message);
  if ((err as NodeJS.ErrnoException)?.code === 'ENOENT') fail('NOT_FOUND', `No such file: ${args.file}`);
  if (err instanceof SyntaxError) fail('BAD_REQUEST', `Not valid JSON: ${err.message}`);
  fail('INTERNAL', err instanceof Error ? err.message : String(err));
}
