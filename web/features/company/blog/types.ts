// Blog articles as data: typed blocks instead of Markdown, so there is no parser and no HTML injection path.
export type Block =
  | { h: string }
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }
  | { example: { label: string; before: string; after: string } }
  | { tip: string };

export interface Article {
  slug: string;
  title: string;
  description: string;
  /** ISO date of publication. */
  date: string;
  readMinutes: number;
  /** Which score section the article helps with (shown as a tag). */
  section: 'Headline' | 'About' | 'Experience' | 'Skills' | 'Getting started';
  blocks: Block[];
}
