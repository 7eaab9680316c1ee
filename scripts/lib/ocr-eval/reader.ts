import { ocrBytesNode } from '../../../edge/adapters/node/ocr-node.ts';
import { parseProfile } from '../../../edge/core/profile/parse.ts';
import type { Profile } from '../../../edge/core/profile/schema.ts';

// How the product reads screenshots today: the first image only, tesseract's default page segmentation.
export async function readScreenshots(images: Buffer[]): Promise<Profile> {
  const { items, pages } = await ocrBytesNode(images[0]);
  return parseProfile({ items, pages, mode: 'image' });
}

export async function closeReader(): Promise<void> {}
