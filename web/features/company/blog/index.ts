import { about } from './about.ts';
import { experience } from './experience.ts';
import { headline } from './headline.ts';
import { savePdf } from './save-pdf.ts';
import { skills } from './skills.ts';
import type { Article } from './types.ts';

export type { Article, Block } from './types.ts';

/** Newest first. */
export const ARTICLES: Article[] = [savePdf, skills, experience, about, headline];

export function findArticle(slug: string): Article | undefined {
  return ARTICLES.find((a) => a.slug === slug);
}

export function formatDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
