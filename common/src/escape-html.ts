/**
 * Text made safe for HTML element content and double-quoted attribute values. The one copy for the
 * page head, the error pages, structured data and every mail's HTML part: a second copy once drifted.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
