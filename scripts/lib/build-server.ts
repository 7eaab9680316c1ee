import { build } from 'esbuild';

/**
 * glibc malloc setting for the server process, set by package.json's start script (and by the API bench, which
 * must run what `npm start` runs). Each sign-up or log-in's scrypt hash allocates 32 MiB; freeing it makes glibc
 * raise its mmap threshold to that size, so from then on every allocation below 32 MiB comes from arenas that keep
 * their pages after free. Measured under the API bench: peak RSS 254-314 MB with the default, 237-243 with a
 * fixed threshold (large blocks are then always mmap'd and go back to the system when freed).
 */
export const SERVER_GLIBC_TUNABLES = 'glibc.malloc.mmap_threshold=131072';

/** Where `npm start` runs the server from: outside dist/, which is the web root and must never serve it. */
export const SERVER_BUNDLE = 'build/node.mjs';

/**
 * Compiles the Node entry and everything it imports from edge/ into one ES module (packages stay in node_modules).
 * The server then runs on plain node: a TypeScript loader in the serving process costs about 100 MB of RSS and
 * a second thread, for nothing the product needs once it is built. Takes well under a second, so it always runs.
 */
export function buildServer(): Promise<void> {
  return bundleForNode('edge/main.ts', SERVER_BUNDLE);
}

/** The same compilation for another Node entry (the API bench's server runs exactly what `npm start` runs). */
export async function bundleForNode(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
}
