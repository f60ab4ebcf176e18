import { createHash } from 'node:crypto';
import {
  MEDIA_KEPT_MAX_SIDE,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  MEDIA_VARIANTS,
  mediaMessages,
  type VariantFormat,
} from '@common/admin/media';
import type { Metadata, OutputInfo, Sharp } from 'sharp';
import { HttpError } from '../../lib/http-error';
import { loadSharp } from '../../lib/sharp';

/** The formats staff may upload, as sharp names them (AVIF is HEIF with AV1 compression). */
const ACCEPTED = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
} as const;
type Accepted = keyof typeof ACCEPTED;

interface ProcessedVariant {
  format: VariantFormat;
  width: number;
  actualWidth: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** SHA-256 of the re-encoded original. */
  hash: string;
  mime: string;
  width: number;
  height: number;
  original: Buffer;
  variants: ProcessedVariant[];
}

/** What the bytes really are (sharp reads the header), refused unless an accepted format within the limits. */
export async function inspect(input: Buffer): Promise<{ format: Accepted; width: number; height: number }> {
  if (input.length === 0) throw new HttpError(400, mediaMessages.empty, { fields: { file: mediaMessages.empty } });
  if (input.length > MEDIA_MAX_BYTES)
    throw new HttpError(413, mediaMessages.size, { fields: { file: mediaMessages.size } });
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, mediaMessages.type, { fields: { file: mediaMessages.type } });
  }
  const format: Accepted | null =
    meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp'
      ? meta.format
      : meta.format === 'heif' && meta.compression === 'av1'
        ? 'avif'
        : null;
  if (!format) throw new HttpError(415, mediaMessages.type, { fields: { file: mediaMessages.type } });
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!width || !height)
    throw new HttpError(400, mediaMessages.unreadable, { fields: { file: mediaMessages.unreadable } });
  // From the header alone: a small file declaring huge dimensions is refused before anything is decoded.
  if (width * height > MEDIA_MAX_PIXELS)
    throw new HttpError(413, mediaMessages.pixels, { fields: { file: mediaMessages.pixels } });
  return { format, width, height };
}

// Decoding is limited to the same pixel count again, whatever the header said.
const open = (sharp: Awaited<ReturnType<typeof loadSharp>>, input: Buffer) =>
  sharp(input, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' });

/**
 * Re-encodes the original in its own format with the EXIF orientation applied and every piece of metadata
 * dropped (sharp keeps none unless asked with withMetadata/keepExif: camera, GPS, ICC, XMP all go; colours
 * are converted to sRGB), then makes each variant of MEDIA_VARIANTS from it. Run it through decodeQueue.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const { format } = await inspect(input);
  const sharp = await loadSharp();
  {
    let original: Buffer;
    let info: OutputInfo;
    try {
      const pipeline = open(sharp, input)
        .autoOrient()
        .resize({ width: MEDIA_KEPT_MAX_SIDE, height: MEDIA_KEPT_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
      ({ data: original, info } = await encodeOriginal(pipeline, format).toBuffer({ resolveWithObject: true }));
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message))
        throw new HttpError(413, mediaMessages.pixels, { fields: { file: mediaMessages.pixels } });
      throw new HttpError(400, mediaMessages.unreadable, { fields: { file: mediaMessages.unreadable } });
    }
    // Variants come from a 1200-wide copy held as raw pixels: decoded once, resized from there.
    const largest = Math.max(...MEDIA_VARIANTS.map((v) => v.width));
    const master = await sharp(original)
      .resize({ width: largest, height: largest, fit: 'outside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: master.info.width, height: master.info.height, channels: master.info.channels };
    const variants: ProcessedVariant[] = [];
    for (const spec of MEDIA_VARIANTS) {
      // Never enlarged: a square is at most the short side, a wide file at most the original's width.
      const side = Math.min(spec.width, raw.width, raw.height);
      const resized = sharp(master.data, { raw }).resize(
        spec.square
          ? { width: side, height: side, fit: 'cover', position: 'attention' }
          : { width: spec.width, withoutEnlargement: true },
      );
      const encoded =
        spec.format === 'avif'
          ? resized.avif({ quality: 55, effort: 4 })
          : spec.format === 'webp'
            ? resized.webp({ quality: 78, effort: 4 })
            : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
      const { data, info: out } = await encoded.toBuffer({ resolveWithObject: true });
      variants.push({
        format: spec.format,
        width: spec.width,
        actualWidth: out.width,
        height: out.height,
        bytes: data,
      });
    }
    return {
      hash: createHash('sha256').update(original).digest('hex'),
      mime: ACCEPTED[format],
      width: info.width,
      height: info.height,
      original,
      variants,
    };
  }
}

function encodeOriginal(pipeline: Sharp, format: Accepted): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 90 });
    case 'png':
      return pipeline.png({ compressionLevel: 6 });
    case 'webp':
      return pipeline.webp({ quality: 90 });
    case 'avif':
      // A 40-megapixel AVIF takes seconds even at low effort; the original is only kept, never served.
      return pipeline.avif({ quality: 70, effort: 2 });
  }
}
