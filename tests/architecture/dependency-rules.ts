// The layers of the code base and which may import which: the one source of truth for the table in
// docs/design.md (section 3, "Layers"), checked by tests/unit/dependency-rules.test.ts over every import in edge/
// and web/, and against that table by tests/unit/design-doc.test.ts.
// A file belongs to the layer of the longest path prefix that matches it.

export const LAYERS = {
  /** Pure, isomorphic domain: profile parsing, rubric, plans, error codes, API schemas. */
  core: ['edge/core/'],
  /** pdf.js / tesseract.js glue shared by the browser's parse worker and Node (no Node or DOM-only code). */
  reader: ['edge/reader/'],
  /** The interfaces every I/O implementation fulfils. */
  ports: ['edge/ports.ts', 'edge/ports/'],
  /** Application layer: use cases over ports (advice, analysis, account deletion); constructs no adapter. */
  services: ['edge/services/'],
  /** What handlers may be handed: the Deps bag and the env schema. */
  wiring: ['edge/deps.ts', 'edge/env.ts'],
  /** Hono middleware and request helpers (auth, validation, limits, errors). */
  http: ['edge/http/'],
  /** Route groups: parse, call a service or a port, map the answer. */
  routes: ['edge/routes/'],
  /** Port implementations: SQL, Stripe, OpenAI, mail, the local auth service, Node-only glue. */
  adapters: ['edge/adapters/'],
  /** Composition: the app, the one place Deps are built, and the two entries (Node, Worker). */
  entries: ['edge/app.ts', 'edge/compose.ts', 'edge/node.ts', 'edge/worker.ts', 'edge/main.ts'],
  /** The browser bundle. */
  web: ['web/'],
} as const;

export type Layer = keyof typeof LAYERS;

export interface LayerRule {
  /** Layers this one may import (its own is always allowed). */
  layers: Layer[];
  /** Packages it may import: a list, or every package except those in `forbiddenPackages`. */
  packages: readonly string[] | 'any';
  forbiddenPackages?: readonly string[];
  /** Files of other layers it may import for their types only (erased from the bundle). */
  typeOnly?: readonly string[];
}

// Packages that only make sense on a server: none of them may reach the browser bundle.
const SERVER_PACKAGES = [
  'node:*',
  '@hono/node-server',
  'postgres',
  '@electric-sql/pglite',
  'stripe',
  'openai',
  'nodemailer',
  'jose',
  'sharp',
];

export const RULES: Record<Layer, LayerRule> = {
  core: { layers: [], packages: ['zod', 'franc-min'] },
  reader: { layers: ['core'], packages: ['pdfjs-dist', 'tesseract.js'] },
  ports: { layers: ['core'], packages: [] },
  services: { layers: ['core', 'ports'], packages: ['zod'] },
  wiring: { layers: ['core', 'ports'], packages: ['zod'], typeOnly: ['edge/services/advice.ts'] },
  http: { layers: ['core', 'ports', 'wiring'], packages: ['hono', '@hono/zod-validator', 'zod'] },
  routes: { layers: ['core', 'ports', 'wiring', 'http', 'services'], packages: ['hono', '@hono/zod-validator', 'zod'] },
  adapters: { layers: ['core', 'ports', 'wiring', 'reader'], packages: 'any' },
  entries: {
    layers: ['core', 'ports', 'wiring', 'services', 'http', 'routes', 'adapters'],
    packages: 'any',
  },
  web: {
    layers: ['core', 'reader'],
    packages: 'any',
    forbiddenPackages: SERVER_PACKAGES,
    // The typed API client needs the app's route types; `import type` is erased, so no server code ships.
    typeOnly: ['edge/app.ts'],
  },
};

/**
 * The web app's features (one folder each under this path) may use one another in one direction only: two features
 * that import each other both ways share a piece that belongs in web/components/ or web/lib/.
 */
export const FEATURES = 'web/features/';
