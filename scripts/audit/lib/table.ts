/** A plain-text table for the terminal: the first row is the header; columns are padded to fit. */
export function table(rows: (string | number)[][]): string {
  const cells = rows.map((row) => row.map(String));
  const widths = cells[0].map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}

/** A figure with its verdict against a budget, e.g. "98 ok" or "87 FAIL". */
export function verdict(value: string | number, pass: boolean): string {
  return `${value} ${pass ? 'ok' : 'FAIL'}`;
}
