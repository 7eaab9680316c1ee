// Which paths the web app has a screen for, so the server can answer any other path with HTTP 404 (the page is
// still the app, which shows its own 404 screen). The list comes from the router's generated route tree at build
// time (dist/app-paths.json), so a new route is known without anyone keeping a list.

/** The `fullPaths` of web/routeTree.gen.ts: '/', '/about', '/blog/$slug', ... */
export function routePathsFromTree(source: string): string[] {
  const block = /fullPaths:\s*((?:\s*\|?\s*'[^']*')+)/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/'([^']*)'/g)].map((m) => m[1]);
}

/** True when one of the route paths matches: `$param` matches one segment; a trailing slash is ignored. */
export function isAppPath(path: string, routes: readonly string[]): boolean {
  const segs = split(path);
  return routes.some((r) => {
    const parts = split(r);
    return parts.length === segs.length && parts.every((p, i) => p.startsWith('$') || p === segs[i]);
  });
}

const split = (p: string) => p.split('/').filter(Boolean);

/**
 * One regular expression for all the screens, for the service worker's navigation fallback: offline, it answers
 * only paths that are screens, so another path reaches the server and its 404.
 */
export function appPathsPattern(routes: readonly string[]): RegExp {
  const one = (r: string) =>
    split(r)
      .map((p) => (p.startsWith('$') ? '[^/]+' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
  return new RegExp(`^/(?:${routes.map(one).join('|')})/?(?:[?#].*)?$`);
}
