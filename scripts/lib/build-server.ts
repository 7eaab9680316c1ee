import { build } from 'esbuild';

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
