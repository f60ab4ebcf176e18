import { MEDIA_PATH } from '@common/admin/media';
import sanitizeHtml from 'sanitize-html';

/** Images in an article's text are uploads of this site only (/media/<hash>-<width>.<ext>), with a size. */
const isMediaSource = (src: string | undefined) =>
  typeof src === 'string' && src.startsWith('/media/') && MEDIA_PATH.test(src.slice('/media/'.length));
const dimension = (value: string | undefined) => (value && /^\d{1,5}$/.test(value) ? value : undefined);

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
    // Links that leave the site open safely; site links stay as they are.
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs,
      };
    },
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
