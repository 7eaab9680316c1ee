import { type NodeOcr, nodeOcr, readScreenshotsNode } from '../../../edge/adapters/node/ocr-node.ts';
import { parseProfile } from '../../../edge/core/profile/parse.ts';
import type { Profile } from '../../../edge/core/profile/schema.ts';

// Screenshots read as the product reads them, with one tesseract worker kept per language for the whole run.
const engines = new Map<string, Promise<NodeOcr>>();

export async function readScreenshots(images: Buffer[], language = 'en'): Promise<Profile> {
  let engine = engines.get(language);
  if (!engine) {
    engine = nodeOcr(language);
    engines.set(language, engine);
  }
  const input = await readScreenshotsNode(images, { engine: await engine });
  return parseProfile(input);
}

export async function closeReader(): Promise<void> {
  for (const e of engines.values()) await (await e).close();
  engines.clear();
}
