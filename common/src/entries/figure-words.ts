/**
 * A figure's words with its value in place: `{value}` marks where ("Watu {value} wamefunzwa"), otherwise
 * the value comes first ("33 cooperatives supported"). Without a value, the words alone, the mark and the
 * space around it taken out (docs/decisions/078).
 */
export const withFigure = (words: string | null | undefined, value: string | null | undefined): string => {
  const text = (words ?? '').trim();
  if (!value) return text.replace(/\s*\{value\}\s*/, ' ').trim();
  return text.includes('{value}') ? text.replace('{value}', value) : `${value} ${text}`.trim();
};
