/**
 * Resolves a dotted key ('nav.home') in a nested dictionary.
 * SPEC §4: a missing translation shows the key itself.
 */
export function lookup(dictionary: unknown, key: string): string {
  let node: unknown = dictionary;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return key;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node !== '' ? node : key;
}

/** Replaces `{name}` placeholders. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
