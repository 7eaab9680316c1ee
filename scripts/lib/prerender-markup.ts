// The markup of a page the app has rendered in the browser, written the way React's own server renderer would
// write it, so that hydrateRoot adopts it as its own first render: a Suspense boundary's content sits between
// <!--$--> and <!--/$-->, and adjacent text nodes are kept apart by <!-- -->. Plain innerHTML has neither, and
// hydration would then fail at the router's first Suspense boundary. Read from the root's fiber tree; the fiber
// tags are React's (react-reconciler's ReactWorkTags), checked by the prerender test hydrating every page.
//
// Runs inside the page (page.evaluate): self-contained, no imports, no closures.
export function serverMarkup(containerId: string): string {
  const HOST_COMPONENT = 5;
  const HOST_TEXT = 6;
  const HOST_PORTAL = 4;
  const SUSPENSE = 13;
  const HOST_HOISTABLE = 26; // <title>, <meta>, <link>: React puts them in <head>, not in the page's markup
  const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);
  const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // "width: 96%;" as the browser writes it, "width:96%" as React does (its development build compares them).
  const style = (css: string) =>
    css
      .split(';')
      .map((d) => d.trim().replace(/\s*:\s*/, ':'))
      .filter(Boolean)
      .join(';');
  const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

  interface Fiber {
    tag: number;
    child: Fiber | null;
    sibling: Fiber | null;
    stateNode: unknown;
    memoizedProps: unknown;
  }

  const container = document.getElementById(containerId) as unknown as Record<
    string,
    { stateNode: { current: Fiber } }
  >;
  const key = Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
  if (!key) throw new Error(`#${containerId} holds no React root`);
  // __reactContainer$ is a HostRoot fiber, perhaps the older of its two copies; the root node knows the current one.
  const hostRoot = container[key].stateNode.current;

  let out = '';
  let lastWasText = false;
  const children = (f: Fiber) => {
    for (let c = f.child; c; c = c.sibling) visit(c);
  };
  const visit = (f: Fiber): void => {
    if (f.tag === HOST_PORTAL || f.tag === HOST_HOISTABLE) return;
    if (f.tag === HOST_TEXT) {
      const value = String(f.memoizedProps ?? '');
      if (lastWasText) out += '<!-- -->';
      out += text(value);
      lastWasText = true;
      return;
    }
    if (f.tag === SUSPENSE) {
      out += '<!--$-->';
      lastWasText = false;
      children(f);
      out += '<!--/$-->';
      lastWasText = false;
      return;
    }
    if (f.tag !== HOST_COMPONENT) {
      children(f);
      return;
    }
    const el = f.stateNode as Element;
    const name = el.namespaceURI === 'http://www.w3.org/1999/xhtml' ? el.localName : el.tagName;
    out += `<${name}`;
    for (const a of Array.from(el.attributes))
      out += ` ${a.name}="${attr(a.name === 'style' ? style(a.value) : a.value)}"`;
    // React focuses such a field itself and leaves no attribute; the server renderer writes one.
    if ((f.memoizedProps as { autoFocus?: boolean } | null)?.autoFocus) out += ' autofocus=""';
    out += '>';
    lastWasText = false;
    if (VOID.has(name)) return;
    // A single string child (or dangerouslySetInnerHTML) has no fiber of its own: the element's content is it.
    if (f.child) children(f);
    else out += el.innerHTML;
    out += `</${name}>`;
    lastWasText = false;
  };
  children(hostRoot);
  return out;
}
