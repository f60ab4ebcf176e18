import { useEffect, useRef } from 'react';

/**
 * Stored article HTML (sanitised by the server when it was saved) shown in a shadow root, as the
 * newsletter preview does: nothing in it can reach the admin page's styles, and it is parsed inert
 * (DOMParser runs no scripts, and event handlers and other addresses are dropped); links open in a new tab.
 */
export function HtmlView({ html, label }: { html: string; label: string }) {
  const host = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    for (const node of body.querySelectorAll('script, style, iframe, object, embed')) node.remove();
    for (const link of body.querySelectorAll('a')) {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    }
    // The server sanitised it; this is a second lock before it joins the live page.
    for (const node of body.querySelectorAll('*')) {
      for (const attribute of [...node.attributes]) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on') || name === 'style' || name === 'srcdoc') node.removeAttribute(attribute.name);
        else if ((name === 'href' || name === 'src') && !/^(https?:|mailto:|\/(?!\/))/i.test(attribute.value.trim())) {
          node.removeAttribute(attribute.name);
        }
      }
    }
    root.replaceChildren(...Array.from(body.childNodes, (node) => document.importNode(node, true)));
    // Through the style object, which the admin area's policy allows (a style attribute it refuses).
    for (const image of root.querySelectorAll('img')) {
      image.style.maxWidth = '100%';
      image.style.height = 'auto';
    }
  }, [html]);
  return (
    <section ref={host} aria-label={label} className="rounded-md border border-stone-300 bg-white px-3 break-words" />
  );
}
