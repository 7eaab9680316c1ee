import { createHash } from 'node:crypto';
import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

// Tesseract fetches every model of a worker from one folder ("<langPath>/spa.traineddata.gz", then eng), so reading
// a screenshot with two models needs them side by side under their own names, which Vite's hashed assets are not.
// This emits the @tesseract.js-data models (best_int) into one folder named after their contents: /assets/ is
// cached for a year, and a new model gives a new folder. The app learns the folder from `virtual:ocr-models`.

const VIRTUAL = 'virtual:ocr-models';
const RESOLVED = `\0${VIRTUAL}`;
const require = createRequire(import.meta.url);

function models(): { name: string; file: string }[] {
  const root = path.dirname(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')));
  return readdirSync(root)
    .sort()
    .map((name) => ({ name, file: path.join(root, name, '4.0.0_best_int', `${name}.traineddata.gz`) }));
}

/** `emit: false` for the web worker's build: it only imports the folder's name; the app's build emits the files. */
export function ocrModels({ emit = true } = {}): Plugin {
  let folder: string | undefined;
  const assetFolder = () => {
    if (!folder) {
      const hash = createHash('sha256');
      for (const m of models()) hash.update(m.name).update(readFileSync(m.file));
      folder = `assets/ocr-${hash.digest('hex').slice(0, 10)}`;
    }
    return folder;
  };
  return {
    name: 'ocr-models',
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return;
      const names = models().map((m) => m.name);
      return `export const ocrModelFolder = ${JSON.stringify(`/${assetFolder()}/`)};\nexport const ocrModelNames = ${JSON.stringify(names)};`;
    },
    generateBundle() {
      if (!emit) return;
      for (const m of models())
        this.emitFile({
          type: 'asset',
          fileName: `${assetFolder()}/${m.name}.traineddata.gz`,
          source: readFileSync(m.file),
        });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const prefix = `/${assetFolder()}/`;
        if (!req.url?.startsWith(prefix)) return next();
        const model = models().find((m) => req.url === `${prefix}${m.name}.traineddata.gz`);
        if (!model) return next();
        res.setHeader('Content-Type', 'application/octet-stream');
        createReadStream(model.file).pipe(res);
      });
    },
  };
}
