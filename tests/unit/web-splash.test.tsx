// web/index.html carries, as static markup, the "Loading..." screen main.tsx renders first, so that the first paint
// needs no JavaScript. The two must stay the same, or the page would jump when React takes over.
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FullPageMessage } from '../../web/components/full-page-message.tsx';

describe('static splash in index.html', () => {
  it('is exactly what main.tsx renders first', () => {
    const html = readFileSync('web/index.html', 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1];
    expect(root).toBeTruthy();
    expect(root).toBe(renderToStaticMarkup(<FullPageMessage busy title="Loading..." />));
    expect(readFileSync('web/main.tsx', 'utf8')).toContain('show(<FullPageMessage busy title="Loading..." />);');
  });
});
