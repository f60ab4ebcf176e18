/**
 * Link addresses an article may use: http, https and mailto only (no `javascript:`, `data:` or relative
 * tricks). A bare "example.org" gets https:// in front. Returns null for anything else.
 */
export function safeLinkUrl(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text)
    ? text
    : text.includes('@')
      ? `mailto:${text}`
      : `https://${text}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return /^[^\s@]+@[^\s@]+$/.test(url.pathname) ? url.href : null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname.includes('.') || url.hostname === 'localhost' ? url.href : null;
}
