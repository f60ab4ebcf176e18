/**
 * One French typography for every French text the project writes (docs/glossary/fr.md), held by the tests of
 * the staff area's dictionary, the e-mails and the public site's dictionary: ’ for the apostrophe, and a
 * no-break space U+00A0 (one character everywhere, never an ordinary space, never U+202F, never nothing) before
 * `:` `;` `?` `!` `%` `»` and after `«`.
 */

const NO_BREAK = '\u00a0';
const BEFORE = ':;?!%»';

/** How a character reads in a fault: spaces by name, since they look alike. */
const NAMES: Record<string, string> = { ' ': 'a space', '\u202f': 'U+202F', [NO_BREAK]: 'U+00A0' };
const shown = (char: string | undefined) => (char === undefined ? 'nothing' : (NAMES[char] ?? `“${char}”`));

/** Not French punctuation: a web address (https://), a time or a ratio (14:30), a second mark (« ?! »). */
function exempt(text: string, at: number): boolean {
  const [previous, char, next] = [text[at - 1], text[at], text[at + 1]];
  if (char === ':' && text.startsWith('//', at + 1)) return true;
  if (char === ':' && /\d/.test(previous ?? '') && /\d/.test(next ?? '')) return true;
  return '?!'.includes(char) && previous !== undefined && '?!'.includes(previous);
}

/**
 * The faults of one text, as the reader sees it (placeholders taken out: `{count} %` is given as ` %`, so a
 * mark right after a placeholder, `{name}:`, shows as a mark after nothing). Empty when the text is right.
 */
export function frenchTypographyFaults(seen: string): string[] {
  const faults: string[] = [];
  const context = (at: number) => `…${seen.slice(Math.max(0, at - 16), at + 8)}…`;
  for (let at = 0; at < seen.length; at++) {
    const char = seen[at];
    if (char === "'") faults.push(`' for ’ in ${context(at)}`);
    else if (BEFORE.includes(char) && seen[at - 1] !== NO_BREAK && !exempt(seen, at)) {
      faults.push(`${shown(seen[at - 1])} before “${char}”, not U+00A0, in ${context(at)}`);
    } else if (char === '«' && seen[at + 1] !== NO_BREAK) {
      faults.push(`${shown(seen[at + 1])} after “«”, not U+00A0, in ${context(at)}`);
    }
  }
  return faults;
}
