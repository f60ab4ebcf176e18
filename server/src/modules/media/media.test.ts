import { MEDIA_KEPT_MAX_SIDE, MEDIA_VARIANTS, type MediaItem } from '@common/admin/media';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, media, mediaVariants } from '../../db/schema';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

/** A photo with a camera and a GPS position in its EXIF, as phones write them. */
async function photoWithGps(width = 1600, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f5b400"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'SecretCamCorp', Model: 'Snoop 3000', Software: 'LeakyPhone OS' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '26/1 12/1 3/1', GPSLongitudeRef: 'E', GPSLongitude: '28/1 2/1 4/1' },
    })
    .toBuffer();
}

const small = (format: 'png' | 'webp' | 'avif' | 'gif' | 'tiff') =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 10, b: 10, alpha: 0.5 } } })
    [format]()
    .toBuffer();

describe.each(testDatabaseKinds())('images (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let editor: AdminClient;
  let inbox: AdminClient;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
    editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
    inbox = new AdminClient(ctx.app);
    await inbox.signIn(await createStaff(ctx.database.db, 'inbox'));
  }, 60_000);
  afterAll(() => ctx.close());

  const upload = (client: AdminClient, body: Buffer | string, type = 'image/jpeg', name = 'photo.jpg') =>
    client.request({
      method: 'POST',
      url: '/api/admin/media',
      payload: body,
      headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name) },
    });

  it('re-encodes a JPEG into every variant, strips camera and GPS metadata, and audits the upload', async () => {
    const input = await photoWithGps();
    expect((await sharp(input).metadata()).exif?.includes(Buffer.from('SecretCamCorp'))).toBe(true);

    const res = await upload(editor, input, 'image/jpeg', 'Émile à Kampala.jpg');
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json() as MediaItem;
    expect(item).toMatchObject({ width: 1600, height: 1200, mime: 'image/jpeg', filename: 'Émile à Kampala.jpg' });
    expect(item.url).toBe(`/media/${item.hash}-960.webp`);
    expect(item.variants).toHaveLength(MEDIA_VARIANTS.length);
    expect(item.variants.find((v) => v.format === 'avif' && v.width === 480)).toMatchObject({
      actualWidth: 480,
      height: 360,
    });
    expect(item.variants.find((v) => v.format === 'webp' && v.width === 192)).toMatchObject({
      actualWidth: 192,
      height: 192,
      square: true,
    });

    // The original and every file: no EXIF, no ICC, no XMP, and not a byte of the camera's strings.
    const [row] = await ctx.database.db.select().from(media).where(eq(media.id, item.id));
    const files = await ctx.database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, item.id));
    expect(files).toHaveLength(MEDIA_VARIANTS.length);
    for (const bytes of [row.original, ...files.map((f) => f.bytes)]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(bytes.includes(Buffer.from('SecretCamCorp'))).toBe(false);
      expect(bytes.includes(Buffer.from('LeakyPhone'))).toBe(false);
    }
    // Width and height stored are the files' real ones.
    for (const file of files) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.format).toBe(file.format === 'avif' ? 'heif' : file.format);
      expect(meta.height).toBe(file.height);
    }

    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'media.uploaded'));
    expect(audit.at(-1)).toMatchObject({ targetType: 'media', targetId: String(item.id) });
  });

  it('serves each file under its content-hashed address with a year-long immutable cache and its type', async () => {
    const item = (await upload(editor, await photoWithGps(1000, 700))).json() as MediaItem;
    for (const variant of item.variants) {
      const res = await ctx.app.inject({ method: 'GET', url: variant.url });
      expect(res.statusCode, variant.url).toBe(200);
      expect(res.headers['content-type']).toBe(
        { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }[variant.format],
      );
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.length).toBe(variant.bytes);
    }
    const again = await ctx.app.inject({
      method: 'GET',
      url: item.url,
      headers: { 'if-none-match': `"${item.url.split('/').pop()}"` },
    });
    expect(again.statusCode).toBe(304);
    // Unknown addresses: a made-up hash, a width that was not made, a format that is not served.
    for (const url of [
      `/media/${'0'.repeat(64)}-960.webp`,
      `/media/${item.hash}-961.webp`,
      `/media/${item.hash}-960.png`,
      `/media/${item.hash}.webp`,
      '/media/../etc/passwd',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('accepts PNG, WebP and AVIF (transparency kept where the format has it), whatever type the browser sent', async () => {
    for (const format of ['png', 'webp', 'avif'] as const) {
      // The declared type is wrong on purpose: the content decides.
      const res = await upload(editor, await small(format), 'application/octet-stream', `x.${format}`);
      expect(res.statusCode, `${format}: ${res.body}`).toBe(201);
      const item = res.json() as MediaItem;
      expect(item.mime).toBe(`image/${format}`);
      // Never enlarged: a 300 px original gives 300 px files under the 480 and 960 addresses.
      expect(item.variants.find((v) => v.width === 960 && v.format === 'webp')).toMatchObject({ actualWidth: 300 });
      expect(item.variants.find((v) => v.width === 192 && v.format === 'webp')).toMatchObject({ actualWidth: 192 });
      const webp = await ctx.app.inject({ method: 'GET', url: item.url });
      expect((await sharp(webp.rawPayload).metadata()).hasAlpha).toBe(true);
    }
  });

  it('keeps an original at most MEDIA_KEPT_MAX_SIDE on its longest side, never enlarged', async () => {
    const res = await upload(editor, await photoWithGps(4000, 2500), 'image/jpeg', 'wide.jpg');
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json() as MediaItem;
    const height = Math.round((MEDIA_KEPT_MAX_SIDE * 2500) / 4000);
    expect(item).toMatchObject({ width: MEDIA_KEPT_MAX_SIDE, height });
    const [row] = await ctx.database.db.select().from(media).where(eq(media.id, item.id));
    expect(await sharp(row.original).metadata()).toMatchObject({ width: MEDIA_KEPT_MAX_SIDE, height });
  });

  it('returns the stored image when the same picture is uploaded again', async () => {
    const input = await small('png');
    const first = (await upload(editor, input, 'image/png')).json() as MediaItem;
    const second = await upload(editor, input, 'image/png');
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.id);
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF image with a clear message', async () => {
    const cases: [string, Buffer | string, string][] = [
      ['gif', await small('gif'), 'image/gif'],
      ['tiff', await small('tiff'), 'image/tiff'],
      ['svg named png', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 'image/png'],
      ['pdf named jpeg', '%PDF-1.4\n1 0 obj<<>>endobj\n', 'image/jpeg'],
      ['text', 'hello', 'text/plain'],
    ];
    for (const [label, body, type] of cases) {
      const res = await upload(editor, body, type);
      expect(res.statusCode, label).toBe(415);
      expect(res.json().message, label).toMatch(/not a JPEG, PNG, WebP or AVIF image/);
    }
    const empty = await upload(editor, Buffer.alloc(0), 'image/jpeg');
    expect(empty.statusCode).toBe(400);
    // A JPEG whose data is cut off after the header.
    const cut = (await photoWithGps()).subarray(0, 2000);
    const truncated = await upload(editor, cut, 'image/jpeg');
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toMatch(/could not be read/);
    expect(await ctx.database.db.select({ id: media.id }).from(media).where(eq(media.mime, 'image/gif'))).toEqual([]);
  });

  it('refuses more than 10 MB before storing anything', async () => {
    // Noise does not compress: a real 11 MB PNG.
    const side = 2000;
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    const res = await upload(editor, big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than 10 MB/);
  });

  it('refuses more than 40 megapixels, from the header of a small file and from a real large image', async () => {
    // A 7000 x 6000 image (42 MP) of one colour is a small PNG.
    const large = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    expect(large.length).toBeLessThan(10 * 1024 * 1024);
    const res = await upload(editor, large, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/more than 40 megapixels/);
    // Just under the limit is fine in principle; 6000 x 6000 (36 MP) passes the check.
    const header = Buffer.from(large);
    // Declared 60000 x 60000 in the IHDR chunk (bytes 16-23) of a tiny file: refused from the header alone.
    header.writeUInt32BE(60000, 16);
    header.writeUInt32BE(60000, 20);
    const forged = await upload(editor, header, 'image/png');
    expect(forged.statusCode).toBe(413);
  }, 60_000);

  it('requires English alt text, keeps French and Swahili, and audits the change', async () => {
    const item = (await upload(editor, await small('webp'))).json() as MediaItem;
    const missing = await editor.request({
      method: 'PATCH',
      url: `/api/admin/media/${item.id}`,
      payload: { alt: { en: '  ', fr: 'Une photo' } },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors['alt.en']).toMatch(/Describe the image in English/);
    const ok = await editor.request({
      method: 'PATCH',
      url: `/api/admin/media/${item.id}`,
      payload: { alt: { en: 'Farmers at the market', fr: 'Des agriculteurs au marché', sw: '' } },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().alt).toEqual({ en: 'Farmers at the market', fr: 'Des agriculteurs au marché' });
    expect((await editor.get(`/api/admin/media/${item.id}`)).json().alt.fr).toBe('Des agriculteurs au marché');
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'media.alt_changed'));
    expect(audit).toHaveLength(1);
  });

  it('lets only owners and editors upload, and refuses anonymous uploads before reading them', async () => {
    const input = await small('png');
    expect((await upload(inbox, input, 'image/png')).statusCode).toBe(403);
    const anonymous = new AdminClient(ctx.app);
    await anonymous.session();
    expect((await upload(anonymous, input, 'image/png')).statusCode).toBe(401);
    // Without the CSRF token.
    const res = await editor.request({
      method: 'POST',
      url: '/api/admin/media',
      payload: input,
      headers: { 'content-type': 'image/png' },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
  });
});
