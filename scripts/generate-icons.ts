/**
 * Renders the site's icons from the group's mark (the V of client/public/favicon.svg), in the
 * group's colours: deep green #14532d and amber #fbbf24.
 *
 *   npx tsx scripts/generate-icons.ts
 *
 * -> client/public/favicon.ico (16, 32, 48 px), favicon-32.png, apple-touch-icon.png (180 px, full
 *    bleed: iOS rounds the corners itself), icon-192.png and icon-512.png (rounded, purpose "any"),
 *    icon-maskable-192.png and icon-maskable-512.png (full bleed, the mark inside the 80 % safe zone).
 * The files are committed; run this again only when the mark changes.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client/public');
const GREEN = '#14532d';
const AMBER = '#fbbf24';
const V = 'M14 18h9l9 22 9-22h9L37 48h-10z';

/** The favicon's drawing: a rounded green square with the amber V, on a 64-unit grid. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${GREEN}"/><path d="${V}" fill="${AMBER}"/></svg>`;

/** Full-bleed square; the V scaled to `scale` of the size around the centre (0.8 keeps it in the safe zone). */
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/><g transform="translate(32 33) scale(${scale}) translate(-32 -33)"><path d="${V}" fill="${AMBER}"/></g></svg>`;

const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: Math.max(72, (72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An ICO holding PNG images (supported by every browser since Windows Vista-era ICO readers). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + images.length * 16;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const outputs: [string, Promise<Buffer>][] = [
  ['favicon-32.png', png(rounded, 32)],
  ['apple-touch-icon.png', png(fullBleed(1.15), 180)],
  ['icon-192.png', png(rounded, 192)],
  ['icon-512.png', png(rounded, 512)],
  ['icon-maskable-192.png', png(fullBleed(0.95), 192)],
  ['icon-maskable-512.png', png(fullBleed(0.95), 512)],
];
for (const [name, data] of outputs) await writeFile(path.join(PUBLIC, name), await data);
const icoSizes = [16, 32, 48];
const icoImages = await Promise.all(icoSizes.map(async (size) => ({ size, data: await png(rounded, size) })));
await writeFile(path.join(PUBLIC, 'favicon.ico'), ico(icoImages));
console.log(`Wrote ${outputs.length + 1} icons to ${path.relative(process.cwd(), PUBLIC)}`);
