import type { MediaAlt, MediaLibraryItem } from '@common/admin/media';
import { expect } from '@playwright/test';
import sharp from 'sharp';
import type { AdminClient } from '../../server/src/test/staff';

/**
 * A picture of one colour (a red one is told from a blue one by its dominant colour), with a small white
 * square at a random place: each call is another file (the tests at both widths share one server).
 */
export const picture = (colour: string, width = 640, height = 480) => {
  const x = 20 + Math.floor(Math.random() * (width - 120));
  const y = 20 + Math.floor(Math.random() * (height - 120));
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><rect x="${x}" y="${y}" width="60" height="60" fill="#fff"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();
};

/**
 * Uploads an image to the library through the admin API, with its descriptions when given: per language
 * ({ fr: '…' }), or a text taken as the English one. Returns the image as stored after them.
 */
export async function uploadImage(client: AdminClient, name: string, body: Buffer, alt?: string | MediaAlt) {
  const res = await client.request({
    method: 'POST',
    url: '/api/admin/media',
    payload: body,
    headers: { 'content-type': 'image/jpeg', 'x-file-name': encodeURIComponent(name) },
  });
  expect(res.statusCode, res.body).toBe(201);
  const item = res.json() as MediaLibraryItem;
  if (!alt) return item;
  return describeImage(client, item, typeof alt === 'string' ? { en: alt } : alt);
}

/** Writes descriptions through PATCH /media/:id (the shared record input), from the image's revision. */
export async function describeImage(client: AdminClient, item: { id: number; revision: number | null }, alt: MediaAlt) {
  const words = Object.fromEntries(Object.entries(alt).map(([locale, text]) => [locale, { alt: text }]));
  const res = await client.request({
    method: 'PATCH',
    url: `/api/admin/media/${item.id}`,
    payload: { values: {}, words, revision: item.revision },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MediaLibraryItem;
}
