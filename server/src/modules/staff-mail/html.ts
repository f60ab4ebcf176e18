import { escapeHtml } from '@common/escape-html';
import type { Locale } from '@common/locale';

/**
 * One part of a staff mail's HTML: a paragraph of text (its line breaks kept), the link the mail is about,
 * or someone else's words quoted (a visitor's message).
 */
export type HtmlPart = string | { href: string; label: string } | { quote: string };

const paragraph = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>\n')}</p>`;

function htmlPart(part: HtmlPart): string {
  if (typeof part === 'string') return paragraph(part);
  if ('quote' in part) {
    const paragraphs = part.quote.split(/\n\s*\n/).filter((text) => text.trim());
    return `<blockquote>\n${paragraphs.map(paragraph).join('\n')}\n</blockquote>`;
  }
  return `<p><a href="${escapeHtml(part.href)}">${escapeHtml(part.label)}</a></p>`;
}

/**
 * The HTML part of a staff mail, in step with its text part: the same paragraphs in the same order, the
 * link as a button-like anchor, in the recipient's language (`lang`). Everything is escaped here.
 */
export function staffMailHtml(locale: Locale, title: string, parts: HtmlPart[]): string {
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body>',
    ...parts.map(htmlPart),
    '</body>',
    '</html>',
  ].join('\n');
}
