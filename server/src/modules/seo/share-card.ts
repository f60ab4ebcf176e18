import { loadSharp } from '../../lib/sharp';
import { escapeXml } from './xml';

const CARD_WIDTH = 1200;
const CARD_HEIGHT = 630;

/** DejaVu Sans ships with librsvg's usual font set (Debian's fonts-dejavu); the others are fallbacks. */
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** DejaVu Sans averages about 0.55 em a character in bold (0.5 regular); a little margin keeps wide titles inside. */
const fits = (text: string, size: number, width: number, bold: boolean) =>
  text.length * size * (bold ? 0.58 : 0.52) <= width;

/**
 * Greedy word wrap into at most `maxLines`; the last line ends with an ellipsis when text is left
 * over. Words longer than a line are cut, so a long slug-like word cannot overflow the card.
 */
export function wrapText(text: string, size: number, width: number, maxLines: number, bold = false): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    let word = words[i];
    while (!fits(word, size, width, bold)) {
      const room = Math.max(1, Math.floor(width / (size * (bold ? 0.58 : 0.52))) - 1);
      words.splice(i + 1, 0, word.slice(room));
      word = word.slice(0, room);
    }
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate, size, width, bold)) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1];
      lines[maxLines - 1] = `${last.replace(/[\s,.;:–-]+$/, '')}…`;
      return lines;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Big type for short titles (two lines at 72 or 64 px), smaller for long ones (three at 56 or 48 px). */
function titleLayout(title: string, width: number): { size: number; lines: string[] } {
  for (const [size, maxLines] of [
    [72, 2],
    [64, 2],
    [56, 3],
    [48, 3],
  ]) {
    const lines = wrapText(title, size, width, 99, true);
    if (lines.length <= maxLines) return { size, lines };
  }
  return { size: 48, lines: wrapText(title, 48, width, 3, true) };
}

export interface ShareCard {
  label: string;
  title: string;
  subtitle?: string;
  /** Bottom line, e.g. the site's host name and a date. */
  footer: string;
}

/** The group's mark (the favicon's V on a rounded square), at 72 px. */
const MARK = `<g transform="translate(80 64) scale(1.125)">
  <rect width="64" height="64" rx="14" fill="#fbbf24"/>
  <path d="M14 18h9l9 22 9-22h9L37 48h-10z" fill="#14532d"/>
</g>`;

function shareCardSvg(card: ShareCard): string {
  const left = 80;
  const width = CARD_WIDTH - left * 2;
  // Bold titles get a little extra room on the right: the width per character is an estimate.
  const { size, lines } = titleLayout(card.title, width - 40);
  const lineHeight = Math.round(size * 1.18);
  const titleTop = 250;
  const titleText = lines
    .map((line, i) => `<tspan x="${left}" y="${titleTop + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const subtitleTop = titleTop + (lines.length - 1) * lineHeight + 62;
  const subtitleLines = card.subtitle && lines.length < 3 ? wrapText(card.subtitle, 28, width, 2) : [];
  const subtitle = subtitleLines
    .map((line, i) => `<tspan x="${left}" y="${subtitleTop + i * 40}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#052e16"/>
      <stop offset="0.55" stop-color="#14532d"/>
      <stop offset="1" stop-color="#166534"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.6">
      <stop offset="0" stop-color="#fbbf24" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#fbbf24" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#glow)"/>
  <circle cx="1110" cy="560" r="190" fill="none" stroke="#fbbf24" stroke-opacity="0.18" stroke-width="2"/>
  <circle cx="1110" cy="560" r="130" fill="none" stroke="#fbbf24" stroke-opacity="0.12" stroke-width="2"/>
  ${MARK}
  <text x="174" y="114" font-family="${FONT}" font-size="34" font-weight="700" fill="#ffffff">VEB Group</text>
  <text x="${left}" y="${titleTop - size - 6}" font-family="${FONT}" font-size="24" font-weight="700" letter-spacing="2" fill="#fbbf24">${escapeXml(card.label.toUpperCase())}</text>
  <text font-family="${FONT}" font-size="${size}" font-weight="700" fill="#ffffff">${titleText}</text>
  <text font-family="${FONT}" font-size="28" fill="#d1fae5">${subtitle}</text>
  <rect x="0" y="${CARD_HEIGHT - 12}" width="${CARD_WIDTH}" height="12" fill="#fbbf24"/>
  <text x="${left}" y="${CARD_HEIGHT - 48}" font-family="${FONT}" font-size="24" fill="#a7f3d0">${escapeXml(card.footer)}</text>
</svg>`;
}

export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(shareCardSvg(card)))
    .png()
    .toBuffer();
}
