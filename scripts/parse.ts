// npm run -s parse -- <file.pdf | screenshot.png [more screenshots, in order]> [--lang de] [--format profile|jsonresume]
// Prints the parsed profile as JSON on stdout. Errors print { "error": { "code", "message" } } and exit with 2.
import { parseFile } from '../edge/adapters/node/parse-file.ts';
import { AppError } from '../edge/core/errors.ts';
import { toJsonResume } from '../edge/core/profile/json-resume.ts';

function args(argv: string[]): { files: string[]; format: string; language?: string } {
  let format = 'profile';
  let language: string | undefined;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--format') format = argv[++i] ?? '';
    else if (argv[i].startsWith('--format=')) format = argv[i].slice('--format='.length);
    else if (argv[i] === '--lang') language = argv[++i];
    else files.push(argv[i]);
  }
  return { files, format, language };
}

function fail(code: string, message: string): never {
  process.stdout.write(`${JSON.stringify({ error: { code, message } }, null, 2)}\n`);
  process.exit(2);
}

const { files, format, language } = args(process.argv.slice(2));
const file = files[0];
if (!file)
  fail(
    'BAD_REQUEST',
    'Usage: npm run -s parse -- <file.pdf | screenshots (.png .jpg .webp), in order> [--lang en] [--format profile|jsonresume]',
  );
if (format !== 'profile' && format !== 'jsonresume') fail('BAD_REQUEST', '--format must be profile or jsonresume');
try {
  const profile = await parseFile(files, { language });
  const out = format === 'jsonresume' ? toJsonResume(profile) : profile;
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
} catch (err) {
  if (err instanceof AppError) fail(err.code, err.message);
  if ((err as NodeJS.ErrnoException)?.code === 'ENOENT') fail('NOT_FOUND', `No such file: ${file}`);
  fail('INTERNAL', err instanceof Error ? err.message : String(err));
}
