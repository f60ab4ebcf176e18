/**
 * Text a visitor (or anyone outside the staff area) typed, made safe to place in a plain-text mail body or
 * a header (docs/decisions/028). A line break inside a name, phone, company or subject would otherwise start a
 * line of its own in the notification ("Email: someone-else@example.org") or a header; other control
 * characters (NUL, ESC, a lone CR, C1 controls) can hide or rewrite what a mail program shows. Every mail
 * builder passes visitor text through these, and the outbox applies them again to every subject and body.
 */

/** Every way a mail program may start a new line: CRLF, CR, LF, VT, FF, NEL, and U+2028/U+2029. */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
/** The other C0 controls (tab aside), DEL and the C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;

/** One line, for a field that has one (name, address, phone, company, subject): breaks and controls become a space. */
export function oneLine(text: string): string {
  return text.replace(LINE_BREAK, ' ').replace(CONTROL, ' ').replace(/\t/g, ' ').replace(/ {2,}/g, ' ').trim();
}

/** A block of text whose lines are the writer's (a message, a reply): breaks become LF, other controls go. */
export function textBlock(text: string): string {
  return text.replace(LINE_BREAK, '\n').replace(CONTROL, '');
}

/**
 * A visitor's message inside a mail we write: every line starts with "> ", so nothing in it can pass for
 * a line of ours (a forged "Open it in the inbox:" link, a fake signature).
 */
export function quoted(text: string): string {
  return textBlock(text)
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}
