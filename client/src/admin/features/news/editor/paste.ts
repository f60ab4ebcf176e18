import { isOwnImage } from './ImageNode';
import { safeLinkUrl } from './url';

const DROPPED =
  'script, style, link, meta, base, iframe, frame, frameset, object, embed, svg, math, template, noscript, form, input, button, textarea, select';

/**
 * Pasted HTML reduced to what an article may hold before the editor reads it: no scripts, styles,
 * frames or form controls; no attributes but a link's safe address and an uploaded image's address,
 * description and size. (Lexical's own import puts pasted markup into the page while it reads it, so
 * an `onerror` or a `style` would otherwise reach the live document, where only the page's policy
 * stops them.) The server sanitises again on save.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const node of doc.querySelectorAll(DROPPED)) node.remove();
  for (const element of doc.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (tag === 'img' && !isOwnImage(element.getAttribute('src') ?? '')) {
      element.remove();
      continue;
    }
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const keep =
        (tag === 'a' && name === 'href' && safeLinkUrl(attribute.value) !== null) ||
        (tag === 'img' && ['src', 'alt', 'width', 'height'].includes(name));
      if (!keep) element.removeAttribute(attribute.name);
    }
  }
  return doc.body.innerHTML;
}
