// The public pages as a signed-out visitor first sees them, rendered at build time in Node by React's own server
// renderer through TanStack Router's server rendering (memory history, the router's server code path).
// scripts/prerender.ts builds this file with Vite and writes each page into dist/; web/main.tsx hydrates the
// markup with the same tree (web/app.tsx), telling its router that the page was server-rendered.
import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { App } from './app.tsx';
import type { AuthStore } from './auth/auth-store.ts';
import type { AppConfig } from './lib/config.ts';
import { createQueryClient } from './queries/query-client.ts';
import { createAppRouter } from './router.tsx';

export interface PrerenderedPage {
  /** The content of #root. */
  markup: string;
  title: string;
  /** The page's own description, or '' (sign-in has none: the site's stays). */
  description: string;
}

/** Nobody is signed in, and nobody can sign in during the render. */
const signedOut: AuthStore = {
  client: () => Promise.reject(new Error('prerender: no sign-in at build time')),
  subscribe: () => () => {},
  getSnapshot: () => ({ status: 'ready', session: null }),
  getSession: async () => null,
  signOut: async () => {},
};

// React writes the <title> and <meta> tags the page renders (HeadContent) ahead of a fragment's markup, for a
// document's head; scripts/prerender.ts puts the page's title and description into the shell's head itself.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

export async function prerenderPage(path: string, config: AppConfig): Promise<PrerenderedPage> {
  const queryClient = createQueryClient();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, auth: signedOut, config }, history);
  await router.load();
  // The router's server half sends a page to its canonical address: /register to /register?plan=free, the search
  // its route fills in, which the browser's router fills in at /register too. The page is rendered there.
  const result = router._serverResult;
  const to = result?.type === 'redirect' ? result.redirect.options.href : undefined;
  if (to && new URL(to, 'http://localhost').pathname === path) {
    history.replace(to);
    await router.load();
  }
  // The page itself: no redirect, no error or not-found screen in its place.
  const done = router._serverResult;
  const { location, matches } = router.state;
  if (done?.type !== 'render' || done.status !== 200 || location.pathname !== path)
    throw new Error(
      `prerender: ${path} is not a page of its own (${done?.type} ${done?.type === 'render' ? done.status : ''})`,
    );
  const { prelude } = await prerender(<App queryClient={queryClient} auth={signedOut} router={router} />);
  const markup = (await new Response(prelude).text()).replace(HOISTED, '');
  if (/<title[\s>]|<script[\s>]/.test(markup))
    throw new Error(`prerender: ${path} has a title or a script in its body`);
  const meta = matches.flatMap((m) => m.meta ?? []);
  // The deepest route's tags win, as in the browser's head.
  const title = meta.filter((m) => m?.title).at(-1)?.title ?? '';
  const description = meta.filter((m) => m?.name === 'description').at(-1)?.content ?? '';
  return { markup, title, description };
}
