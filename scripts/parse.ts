// npm run -s parse -- <file.pdf|.png|.jpg|.jpeg|.webp> [--format profile|jsonresume]
// Prints the parsed profile as JSON on stdout. Errors print { "error": { "code", "message" } } and exit with 2.
import { parseFile } from '../edge/adapters/node/parse-file.ts';
import { AppError } from '../edge/core/errors.ts';
import { toJsonResume } from '../edge/core/profile/json-resume.ts';

function args(argv: string[]): { file?: string; format: string } {
  let format = 'profile';
  let file: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--format') format = argv[++i] ?? '';
    else if (argv[i].startsWith('--format=')) format = argv[i].slice('--format='.length);
    else file ??= argv[i];
  }
  return { file, format };
}

function fail(code: string, message: string): never {
  process.stdout.write(`${JSON.stringify({ error: { code, message } }, null, 2)}\n`);
  process.exit(2);
}

const { file, format } = args(process.argv.slice(2));
if (!file) fail('BAD_REQUEST', 'Usage: npm run -s parse -- <file.pdf|.png|.jpg|.webp> [--format profile|jsonresume]');
if (format !== 'profile' && format !== 'jsonresume') fail('BAD_REQUEST', '--format must be profile or jsonresume');
try {
  const profile = await parseFile(file);
  const out = format === 'jsonresume' ? toJsonResume(profile) : profile;
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
} catch (err) {
  if (err instanceof AppError) fail(err.code, err.message);
  if ((err as NodeJS.ErrnoException)?.code === 'ENOENT') fail('NOT_FOUND', `No such file: ${file}`);
  fail('INTERNAL', err instanceof Error ? err.message : String(err));
}
