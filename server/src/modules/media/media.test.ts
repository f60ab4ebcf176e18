import { MEDIA_KEPT_MAX_SIDE, MEDIA_VARIANTS, type MediaItem, type MediaLibraryItem } from '@common/admin/media';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, media, mediaVariants, revisions } from '../../db/schema';
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

/** Another picture on every call (a new colour): a file of its own, never one an earlier test uploaded. */
let shade = 0;
const fresh = () => {
  shade += 1;
  const background = { r: (shade * 41) % 256, g: (shade * 83) % 256, b: (shade * 29) % 256 };
  return sharp({ create: { width: 120, height: 80, channels: 3, background } })
    .png()
    .toBuffer();
};

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

  const describe_ = (client: AdminClient, id: number, body: Record<string, unknown>) =>
    client.request({ method: 'PATCH', url: `/api/admin/media/${id}`, payload: { values: {}, ...body } });
  const altLines = async (id: number) =>
    (await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'media.alt_changed'))).filter(
      (line) => line.targetId === String(id),
    );
  const history = (id: number) =>
    ctx.database.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.recordType, 'media'), eq(revisions.recordId, id)))
      .orderBy(asc(revisions.id));

  it('takes a description in any language: French alone is enough, and no language comes first', async () => {
    const item = (await upload(editor, await fresh(), 'image/png')).json() as MediaItem;
    // Uploaded, not described yet: every language missing, no version kept.
    expect(item.alt).toEqual({});
    expect(item.altStatus).toEqual({ en: 'missing', fr: 'missing', sw: 'missing' });
    expect(item.revision).toBeNull();

    const french = await describe_(editor, item.id, {
      words: { fr: { alt: '  Des agriculteurs au marché de Mbale ' } },
      revision: item.revision,
    });
    expect(french.statusCode, french.body).toBe(200);
    const saved = french.json() as MediaLibraryItem;
    expect(saved.alt).toEqual({ fr: 'Des agriculteurs au marché de Mbale' });
    expect(saved.altStatus).toEqual({ en: 'missing', fr: 'current', sw: 'missing' });
    expect(saved.altSources).toEqual({ fr: null });
    expect(saved.revision).toEqual(expect.any(Number));
    // Stored in the one shape, as the image's only version.
    const [row] = await ctx.database.db.select().from(media).where(eq(media.id, item.id));
    expect(Object.keys(row.versions)).toEqual(['fr']);
    expect(row.versions.fr?.words).toEqual({ alt: 'Des agriculteurs au marché de Mbale' });
    expect(row.versions.fr?.from).toBeUndefined();
    // Its history: the image as it was (no description) and as saved; the revision is the last one.
    const kept = await history(item.id);
    expect(kept.map((r) => r.action)).toEqual(['earlier', 'saved']);
    expect(kept[0].snapshot).toEqual({ values: {}, versions: {} });
    expect(kept[1].snapshot.versions.fr?.words).toEqual({ alt: 'Des agriculteurs au marché de Mbale' });
    expect(saved.revision).toBe(kept[1].id);
    // The audit line: each language's text before and after, the languages changed.
    const [line] = await altLines(item.id);
    expect(line.targetType).toBe('media');
    expect(line.details).toMatchObject({
      kind: 'media',
      languages: ['fr'],
      from: {},
      to: { fr: 'Des agriculteurs au marché de Mbale' },
      filename: 'photo.jpg',
    });

    // English added later is written from the French (the original), which it never marks out of date.
    const english = await describe_(editor, item.id, {
      words: { en: { alt: 'Farmers at the Mbale market' } },
      revision: saved.revision,
    });
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json()).toMatchObject({
      alt: { en: 'Farmers at the Mbale market', fr: 'Des agriculteurs au marché de Mbale' },
      altStatus: { en: 'current', fr: 'current', sw: 'missing' },
      altSources: { en: 'fr', fr: null },
    });
    // The French changes: the English, written from it, is out of date until revised or confirmed.
    const changed = await describe_(editor, item.id, {
      words: { fr: { alt: 'Des agricultrices au marché de Mbale' } },
      revision: english.json().revision,
    });
    expect(changed.json().altStatus).toEqual({ en: 'outdated', fr: 'current', sw: 'missing' });
    const confirmed = await describe_(editor, item.id, { reviewed: ['en'], revision: changed.json().revision });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().altStatus).toEqual({ en: 'current', fr: 'current', sw: 'missing' });
    expect(confirmed.json().alt.en).toBe('Farmers at the Mbale market');
    expect(await altLines(item.id)).toHaveLength(4);

    // A save that changes nothing (an editor saving a record sends its image's descriptions each time)
    // keeps no version and writes no audit line.
    const same = await describe_(editor, item.id, {
      words: { fr: { alt: 'Des agricultrices au marché de Mbale' }, en: { alt: 'Farmers at the Mbale market' } },
      revision: confirmed.json().revision,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().revision).toBe(confirmed.json().revision);
    expect(await altLines(item.id)).toHaveLength(4);
    expect(await history(item.id)).toHaveLength(5);

    // Any language may be removed, the French (the original) too: the English stays, alone.
    const noFrench = await describe_(editor, item.id, { words: { fr: null }, revision: same.json().revision });
    expect(noFrench.statusCode, noFrench.body).toBe(200);
    expect(noFrench.json().alt).toEqual({ en: 'Farmers at the Mbale market' });
    expect(noFrench.json().altStatus).toEqual({ en: 'current', fr: 'missing', sw: 'missing' });
  });

  it('refuses to leave an image undescribed, and says what is wrong with each description', async () => {
    const item = (await upload(editor, await fresh(), 'image/png')).json() as MediaItem;
    // Nothing in any language (blank counts as nothing): described in none.
    for (const words of [{}, { sw: { alt: '   ' } }, { en: null, fr: null, sw: null }]) {
      const res = await describe_(editor, item.id, { words });
      expect(res.statusCode, JSON.stringify(words)).toBe(400);
      expect(res.json().code).toBe('media.altNeeded');
      expect(res.json().message).toBe('Describe the image in at least one language (for people who cannot see it)');
      expect(res.json().errors.words).toMatch(/at least one language/);
    }
    const swahili = await describe_(editor, item.id, { words: { sw: { alt: 'Wakulima sokoni' } } });
    expect(swahili.statusCode, swahili.body).toBe(200);
    // Its last description cannot be removed.
    const removed = await describe_(editor, item.id, { words: { sw: null } });
    expect(removed.statusCode).toBe(400);
    expect(removed.json().code).toBe('media.altNeeded');
    // Each description's own error names its language; bad input is a 400, never a 500.
    const long = await describe_(editor, item.id, { words: { fr: { alt: 'x'.repeat(301) } } });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors['words.fr.alt']).toBe('Use at most 300 characters');
    for (const body of [
      { words: { de: { alt: 'Bauern' } } },
      { words: { fr: { alt: 42 } } },
      { words: { fr: 'Des agriculteurs' } },
      { reviewed: ['de'] },
      { revision: 'latest' },
      { alt: { en: 'The old shape' } },
    ]) {
      const res = await editor.request({ method: 'PATCH', url: `/api/admin/media/${item.id}`, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await describe_(editor, 999_999, { words: { en: { alt: 'Nobody' } } })).statusCode).toBe(404);
    // Nothing of that was kept.
    const [row] = await ctx.database.db.select().from(media).where(eq(media.id, item.id));
    expect(Object.keys(row.versions)).toEqual(['sw']);
    expect(await altLines(item.id)).toHaveLength(1);
  });

  it("keeps both editors' changes to different languages, and shows both texts when they changed the same one", async () => {
    const colleague = new AdminClient(ctx.app);
    await colleague.signIn(await createStaff(ctx.database.db, 'editor'));
    const item = (await upload(editor, await fresh(), 'image/png')).json() as MediaItem;
    const first = (
      await describe_(editor, item.id, { words: { en: { alt: 'A tailor at work' } }, revision: item.revision })
    ).json() as MediaLibraryItem;

    // Both open the image at the same revision; each sends every language as their screen holds it.
    const opened = (await colleague.get(`/api/admin/media/${item.id}`)).json() as MediaLibraryItem;
    expect(opened.revision).toBe(first.revision);
    const french = await describe_(colleague, item.id, {
      words: { en: { alt: 'A tailor at work' }, fr: { alt: 'Une couturière au travail' } },
      revision: opened.revision,
    });
    expect(french.statusCode, french.body).toBe(200);
    const swahili = await describe_(editor, item.id, {
      words: { en: { alt: 'A tailor at work' }, fr: null, sw: { alt: 'Fundi cherehani kazini' } },
      revision: first.revision,
    });
    expect(swahili.statusCode, swahili.body).toBe(200);
    // Both kept: the colleague's French (which this editor's screen did not have) and this editor's Swahili.
    expect(swahili.json().alt).toEqual({
      en: 'A tailor at work',
      fr: 'Une couturière au travail',
      sw: 'Fundi cherehani kazini',
    });
    const lines = await altLines(item.id);
    expect(lines.at(-1)?.details).toMatchObject({ mergedWith: french.json().revision, languages: ['sw'] });

    // Both change the English from the same revision: the second is told, with the three texts.
    const base = swahili.json().revision as number;
    const theirs = await describe_(colleague, item.id, {
      words: { en: { alt: 'A tailor at her machine' } },
      revision: base,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const mine = await describe_(editor, item.id, {
      words: { en: { alt: 'A tailor sewing a dress' }, sw: { alt: 'Fundi cherehani akishona gauni' } },
      revision: base,
    });
    expect(mine.statusCode, mine.body).toBe(409);
    expect(mine.json().code).toBe('entries.conflict');
    expect(mine.json().detail).toMatchObject({
      conflicts: [
        {
          path: 'words.en.alt',
          base: 'A tailor at work',
          mine: 'A tailor sewing a dress',
          theirs: 'A tailor at her machine',
        },
      ],
      revision: theirs.json().revision,
    });
    // Nothing of the refused save was kept, not even its Swahili.
    expect((await editor.get(`/api/admin/media/${item.id}`)).json().alt).toEqual({
      en: 'A tailor at her machine',
      fr: 'Une couturière au travail',
      sw: 'Fundi cherehani kazini',
    });
    // Choosing, then saving from the colleague's revision, goes through.
    const chosen = await describe_(editor, item.id, {
      words: { en: { alt: 'A tailor sewing a dress at her machine' } },
      revision: mine.json().detail.revision,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().alt.en).toBe('A tailor sewing a dress at her machine');
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
