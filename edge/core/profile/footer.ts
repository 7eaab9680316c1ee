import type { Line } from './pipeline-types.ts';
import type { PageInfo } from './text-item.ts';

// "Page 1 of 3" (modern) and "Page1" / "Page 1" (legacy) footers, in the words LinkedIn uses across languages; a
// screenshot's OCR sometimes keeps only the word.
const FOOTER_RE =
  /^(page|pagina|página|seite|strona|stránka|strana|sayfa|sayfası|страница|стр|сторінка|side|sida|sivu|halaman|페이지|页|頁)(\s*\.?\s*\d+(\s*(of|de|di|von|van|z|ze|из|з|af|av|\/|\||sur|от|dari|중|共)\s*\d+)?)?\s*(페이지|页|頁)?$/iu;
const BARE_RE = /^(\d+\s*(\/|of)\s*\d+|-\s*\d+\s*-|第\s*\d+\s*页(，?\s*共\s*\d+\s*页)?)$/iu;

export function isFooter(line: Line, pages: PageInfo[]): boolean {
  const height = pages[line.page - 1]?.height;
  const nearEdge = !height || line.top > height * 0.85 || line.baseline < height * 0.06;
  return nearEdge && (FOOTER_RE.test(line.text) || BARE_RE.test(line.text));
}
