/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. A cell
 * a spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return) gets a leading
 * apostrophe, so an address typed as `=HYPERLINK(...)` stays text (OWASP CSV injection).
 */
function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows with CRLF line ends, and a byte-order mark so spreadsheet programs read UTF-8. */
export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return `\ufeff${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
