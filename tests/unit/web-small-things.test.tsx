// Small things on the upload screen and the server's answer to unknown paths.
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { appPathsPattern, isAppPath, routePathsFromTree } from '../../edge/core/app-paths.ts';
import { Dropzone, dropzoneTitle } from '../../web/features/analysis/dropzone.tsx';

describe('unknown paths', () => {
  const routes = routePathsFromTree(readFileSync('web/routeTree.gen.ts', 'utf8'));
  it('knows every screen of the route tree, with parameters', () => {
    expect(routes).toContain('/analysis/$id');
    for (const p of ['/', '/pricing', '/analysis', '/analysis/', '/analysis/history', '/blog/some-post', '/dashboard'])
      expect(isAppPath(p, routes), p).toBe(true);
    expect(isAppPath('/analysis/0b0e5a8e-0000-4000-8000-000000000001/report', routes)).toBe(true);
  });
  it('the service worker falls back to the app only for its screens', () => {
    const re = appPathsPattern(routes);
    for (const p of ['/', '/pricing', '/analysis/abc?upload=true', '/blog/', '/analysis/x/report'])
      expect(re.test(p), p).toBe(true);
    for (const p of ['/nope', '/pricing/extra', '/analysis/a/b/c']) expect(re.test(p), p).toBe(false);
  });

  it('anything else is not a screen', () => {
    for (const p of ['/nope', '/pricing/extra', '/analysis/a/b/c', '/wp-login.php'])
      expect(isAppPath(p, routes), p).toBe(false);
  });
});

describe('upload screen', () => {
  it('phones are asked to choose a file, never to drop one', () => {
    expect(dropzoneTitle('pdf', true)).toBe('Choose your LinkedIn PDF');
    expect(dropzoneTitle('image', true)).toBe('Choose screenshots of your profile');
    expect(dropzoneTitle('pdf', true).toLowerCase()).not.toContain('drop');
    expect(dropzoneTitle('pdf', false)).toBe('Drop your LinkedIn PDF here');
  });

  it('a refused or unreadable file has no success mark beside the error', () => {
    const file = new File([new Uint8Array(10)], 'broken.pdf', { type: 'application/pdf' });
    const render = (invalid: boolean) =>
      renderToStaticMarkup(
        <Dropzone mode="pdf" files={[file]} invalid={invalid} onFiles={() => {}} onRemove={() => {}} />,
      );
    expect(render(false)).toContain('data-testid="file-ok"');
    expect(render(true)).not.toContain('data-testid="file-ok"');
    expect(render(true)).toContain('data-state="refused"');
  });
});
