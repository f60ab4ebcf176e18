import { escapeHtml } from '@common/escape-html';
import type { Locale } from '@common/locale';

/** One part of a staff mail's HTML: a paragraph of text, or the link the mail is about. */
export type HtmlPart = string | { href: string; label: string };

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
    ...parts.map((part) =>
      typeof part === 'string'
        ? `<p>${escapeHtml(part)}</p>`
        : `<p><a href="${escapeHtml(part.href)}">${escapeHtml(part.label)}</a></p>`,
    ),
    '</body>',
    '</html>',
  ].join('\n');
}
