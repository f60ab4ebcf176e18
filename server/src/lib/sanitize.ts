import { MEDIA_PATH } from '@common/admin/media';
import sanitizeHtml from 'sanitize-html';

/** Images in an article's text are uploads of this site only (/media/<hash>-<width>.<ext>), with a size. */
const isMediaSource = (src: string | undefined) =>
  typeof src === 'string' && src.startsWith('/media/') && MEDIA_PATH.test(src.slice('/media/'.length));
const dimension = (value: string | undefined) => (value && /^\d{1,5}$/.test(value) ? value : undefined);

/** Stands for this site when reading a link: a relative address resolves to it, so it stays a site link. */
const SITE = new URL('https://this-site.invalid/');
const REL_NO_OPENER = 'noopener noreferrer';

/**
 * A link's target and rel, decided on the address as a browser reads it (WHATWG URL parsing: leading and
 * trailing spaces and control characters are dropped, tabs and line breaks inside are removed), not on
 * the text as written: `  https://evil.example` and `ht\ttps://evil.example` leave the site too. An
 * external link keeps its address as written and opens in a new tab; any link that keeps a target
 * gets rel="noopener noreferrer" (whatever rel it came with), so no page opened from an article can reach
 * back into the site's window. rel="opener" is never kept.
 */
function linkAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const out = { ...attribs };
  const url = attribs.href === undefined ? null : URL.parse(attribs.href, SITE);
  if (url && /^https?:$/.test(url.protocol) && url.origin !== SITE.origin) out.target = '_blank';
  if (out.target !== undefined) out.rel = REL_NO_OPENER;
  else if (out.rel !== undefined) {
    const kept = out.rel.split(/\s+/).filter((token) => token && token.toLowerCase() !== 'opener');
    if (kept.length) out.rel = kept.join(' ');
    else delete out.rel;
  }
  return out;
}

/**
 * Article HTML allow-list (OWASP ASVS 1.3.1): structure, links, and images uploaded to this site. Scripts,
 * event handlers, inline styles, iframes, javascript: URLs and images from elsewhere never survive. Used
 * on write and again on read.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'blockquote',
    'figure',
    'figcaption',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  },
  // Relative addresses only for images (the /media/ check below); no scheme is allowed.
  allowedSchemesByTag: { img: [] },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isMediaSource(frame.attribs.src),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links that leave the site open in a new tab; every link that opens one gets no opener (linkAttributes).
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
    // An image keeps its source, alt text and size only, and loads lazily (articles are long).
    img: (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(
        Object.entries({
          src: attribs.src,
          alt: attribs.alt ?? '',
          width: dimension(attribs.width),
          height: dimension(attribs.height),
          loading: 'lazy',
          decoding: 'async',
        }).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
    }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}
