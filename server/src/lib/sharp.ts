import type Sharp from 'sharp';

/**
 * sharp (libvips) on first use: loaded at start it held 22 MB of a server that only needs it to take an
 * upload or draw a share card (docs/decisions/050). Settings that bound an upload's memory and CPU, with the
 * decode queue (modules/media/decode-queue.ts): libvips' cache would keep decoded pixels of past uploads
 * (up to 50 MB and 100 operations) that are never asked for again, and one thread per image (instead of
 * one per CPU) leaves the other CPU to answer requests while a large image is decoded.
 */
let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
