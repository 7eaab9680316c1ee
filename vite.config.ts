import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appPathsPattern, routePathsFromTree } from './edge/core/app-paths.ts';
import { ocrModels } from './scripts/lib/vite-ocr-models.ts';

// The app's screens, from the router's generated tree (its last generation: a route added in this very build is
// served by the network until the next one).
const routePaths = routePathsFromTree(readFileSync(new URL('./web/routeTree.gen.ts', import.meta.url), 'utf8'));

// The API (and the local auth service, and dev-only routes) run on the node entry (on PORT, as `npm run dev` starts
// it); the dev server forwards to it so the browser sees one origin, exactly as in production.
const API = `http://127.0.0.1:${process.env.PORT ?? 8787}`;
// Host kept as the browser sent it, so the API's local mode tells supabase-js to use this same origin.
const target = { target: API, changeOrigin: false };

// `isSsrBuild`: scripts/prerender.ts builds web/prerender.tsx for Node with the same router and React plugins, and
// none of the browser build's outputs (styles, OCR models, service worker, shell).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    rolldownOptions: {
      // boot.ts: the prerendered pages' entry, which starts main.tsx after the first paint (scripts/prerender.ts).
      input: {
        index: fileURLToPath(new URL('./web/index.html', import.meta.url)),
        boot: fileURLToPath(new URL('./web/boot.ts', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // The framework every page boots with, as one file: left alone, rolldown cuts it into several small
          // shared chunks, and each one is another request on the first load's critical path.
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](?:react|react-dom|scheduler|use-sync-external-store|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // The parse worker reads screenshots, so its bundle needs the OCR models' folder too.
  worker: { plugins: () => [ocrModels({ emit: false })] },
  server: {
    proxy: { '/api': target, '/auth': target, '/dev': target },
  },
  preview: {
    proxy: { '/api': target, '/auth': target, '/dev': target },
  },
  plugins: [
    // The router plugin must run before react so the generated route tree and code-split chunks are plain TSX.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Absolute: the plugin resolves relative paths against Vite's root (web/), not the repo.
      routesDirectory: fileURLToPath(new URL('./web/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./web/routeTree.gen.ts', import.meta.url)),
    }),
    react(),
    ...(isSsrBuild ? [ocrModels({ emit: false })] : browserBuildPlugins()),
  ],
}));

function browserBuildPlugins(): PluginOption[] {
  return [
    tailwindcss(),
    ocrModels(),
    {
      // The screens the app has, for the Node server's 404 status on any other path (edge/core/app-paths.ts).
      name: 'app-paths',
      apply: 'build',
      generateBundle() {
        const tree = readFileSync(new URL('./web/routeTree.gen.ts', import.meta.url), 'utf8');
        this.emitFile({ type: 'asset', fileName: 'app-paths.json', source: JSON.stringify(routePathsFromTree(tree)) });
      },
    },
    {
      // The splash-only shell, before scripts/prerender.ts puts the landing page into index.html: the start of every
      // other screen (server fallback and offline navigations). Emitted here so the service worker precaches it.
      name: 'app-shell',
      apply: 'build',
      enforce: 'post',
      generateBundle(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('app-shell: the build emitted no index.html');
        this.emitFile({ type: 'asset', fileName: 'shell.html', source: index.source });
      },
    },
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      // main.tsx registers through virtual:pwa-register so the update prompt goes through our toast system.
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Profile Score',
        short_name: 'Profile Score',
        description: 'Score your LinkedIn profile from 0 to 100, with evidence and improvements.',
        // Installed, the app opens where a signed-in user works; the guard sends anyone else to /login.
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        background_color: '#f8fafc',
        theme_color: '#4338ca',
        categories: ['productivity', 'business'],
        // PNGs (Chromium's installability check wants raster icons of 144 px and up): `npm run icons` makes them.
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
        // The richer install dialog (Chrome on desktop and Android) shows these.
        screenshots: [
          {
            src: '/screenshots/landing-wide.jpg',
            sizes: '1280x800',
            type: 'image/jpeg',
            form_factor: 'wide',
            label: 'Profile Score: your LinkedIn profile scored from 0 to 100',
          },
          {
            src: '/screenshots/landing-narrow.jpg',
            sizes: '390x844',
            type: 'image/jpeg',
            form_factor: 'narrow',
            label: 'Profile Score on a phone',
          },
        ],
      },
      workbox: {
        // The manifest is added by the plugin itself; icons come in through the svg pattern.
        globPatterns: ['**/*.{js,css,html,svg}'],
        // pdf.js and tesseract (wasm, workers, cmaps, fonts, traineddata) are large and only needed for a scan:
        // they are cached at runtime when first used, never precached (docs/design.md section 8). Vite names them
        // after their npm files (web/pdf/assets.ts): tesseract's worker is `worker.min-<hash>.js`.
        globIgnores: [
          '**/*.wasm',
          '**/*.traineddata*',
          '**/tesseract*',
          '**/worker.min-*',
          '**/pdf.worker*',
          '**/openjpeg_nowasm_fallback*',
          '**/*.map',
        ],
        maximumFileSizeToCacheInBytes: 1_500_000,
        navigateFallback: 'shell.html',
        // Only the app's screens: any other path goes to the server, which answers 404 (with the app's 404 screen).
        navigateFallbackAllowlist: [appPathsPattern(routePaths)],
        // Server-rendered paths (API, auth service, local checkout/outbox) must never get the app shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/auth\//, /^\/dev\//],
        cleanupOutdatedCaches: true,
        // The first install takes over the open page at once (offline works without a reload). Updates still wait
        // for the user's Reload (registerType 'prompt': no skipWaiting), so this never swaps code under a page.
        clientsClaim: true,
        // Hashed file names never change content, so the first copy is good forever (CacheFirst); the expiry
        // only bounds what old deploys leave behind. Patterns are regex literals: they are copied into sw.js.
        // The models sit in one folder named after their contents (scripts/lib/vite-ocr-models.ts); only the models
        // of the languages a user reads with are ever fetched.
        runtimeCaching: [
          {
            urlPattern:
              /\/assets\/(?:pdf\.worker\.min-[\w-]+\.mjs|openjpeg_nowasm_fallback-[\w-]+\.js|[\w-]+\.(?:bcmap|pfb|ttf|wasm))(?:[?#].*)?$/,
            handler: 'CacheFirst',
            options: {
              cacheName: 'pdfjs-assets',
              expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 90 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern:
              /\/assets\/(?:worker\.min-[\w-]+\.js|tesseract-core[\w.-]+\.js|ocr-\w+\/[a-z_]+\.traineddata\.gz)(?:[?#].*)?$/,
            handler: 'CacheFirst',
            options: {
              cacheName: 'ocr-assets',
              expiration: { maxEntries: 30, maxAgeSeconds: 60 * 60 * 24 * 90 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
