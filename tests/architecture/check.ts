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

/**
 * Circles of files that import each other at run time (type-only imports are erased, so they close no circle), one
 * line each, files sorted: a circle means neither file can be read, tested or moved without the other.
 */
export function importCycles(edges: ImportEdge[]): string[] {
  const next = new Map<string, string[]>();
  for (const e of edges) {
    if (e.isPackage || e.typeOnly) continue;
    next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  }
  // Tarjan's strongly connected components, walked with an explicit stack.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[] = [];
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; i: number }> = [{ node: start, i: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1];
      const targets = next.get(top.node) ?? [];
      if (top.i < targets.length) {
        const w = targets[top.i++];
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          work.push({ node: w, i: 0 });
        } else if (onStack.has(w)) low.set(top.node, Math.min(low.get(top.node) ?? 0, index.get(w) ?? 0));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent) ?? 0, low.get(top.node) ?? 0));
      }
      if (low.get(top.node) !== index.get(top.node)) continue;
      const members: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        members.push(w);
      } while (w !== top.node);
      if (members.length > 1) circles.push(members.sort().join(' <-> '));
    }
  }
  return circles.sort();
}
