// Judges import edges against the layer rules; returns one readable line per forbidden import.
import type { ImportEdge } from '../helpers/import-graph.ts';
import { FEATURES, LAYERS, type Layer, RULES } from './dependency-rules.ts';

const entries = (Object.entries(LAYERS) as [Layer, readonly string[]][])
  .flatMap(([layer, prefixes]) => prefixes.map((prefix) => ({ layer, prefix })))
  .sort((a, b) => b.prefix.length - a.prefix.length);

export function layerOf(file: string): Layer | undefined {
  return entries.find((e) => (e.prefix.endsWith('/') ? file.startsWith(e.prefix) : file === e.prefix))?.layer;
}

/** 'pdfjs-dist/legacy/build/pdf.mjs' matches 'pdfjs-dist'; 'node:fs' matches 'node:*'; '@hono/x' matches '@hono/*'. */
export function packageMatches(spec: string, pattern: string): boolean {
  if (pattern.endsWith('*')) return spec.startsWith(pattern.slice(0, -1));
  return spec === pattern || spec.startsWith(`${pattern}/`);
}

function why(edge: ImportEdge, from: Layer): string | null {
  const rule = RULES[from];
  if (edge.isPackage) {
    if (rule.packages === 'any') {
      const bad = rule.forbiddenPackages?.find((p) => packageMatches(edge.to, p));
      return bad ? `${from} may not import the server package ${edge.to}` : null;
    }
    return rule.packages.some((p) => packageMatches(edge.to, p))
      ? null
      : `${from} may import only ${rule.packages.join(', ') || 'no packages'}, not ${edge.to}`;
  }
  const to = layerOf(edge.to);
  if (to === from) return null;
  if (edge.typeOnly && rule.typeOnly?.includes(edge.to)) return null;
  if (to && rule.layers.includes(to)) return null;
  return `${from} may not import ${to ?? 'files outside the layers'} (${edge.to})`;
}

export function forbiddenImports(edges: ImportEdge[]): string[] {
  const out: string[] = [];
  for (const edge of edges) {
    const from = layerOf(edge.from);
    const problem = from ? why(edge, from) : `${edge.from} belongs to no layer: add it to LAYERS`;
    if (problem) out.push(`${edge.from}:${edge.line}: ${problem}`);
  }
  return out;
}

const featureOf = (file: string) => (file.startsWith(FEATURES) ? file.slice(FEATURES.length).split('/')[0] : undefined);

/** Pairs of features that import each other (in either direction, types included), one line each: "a <-> b". */
export function mutualFeatureImports(edges: ImportEdge[]): string[] {
  const uses = new Set<string>();
  for (const e of edges) {
    const [a, b] = [featureOf(e.from), featureOf(e.to)];
    if (a && b && a !== b) uses.add(`${a} -> ${b}`);
  }
  const pairs = new Set<string>();
  for (const use of uses) {
    const [a, b] = use.split(' -> ');
    if (uses.has(`${b} -> ${a}`)) pairs.add([a, b].sort().join(' <-> '));
  }
  return [...pairs].sort();
}
