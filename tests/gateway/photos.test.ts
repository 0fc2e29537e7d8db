// Photos: POST /api/photos takes a JPEG, PNG or WebP (judged by its bytes) of at most 8 MB
// from a member who may write the farm's work orders or machines; the server stores it
// upright and without metadata, with a WebP thumbnail. GET serves it only to the farm's
// members, an admin, or a signed address, and answers anyone else as if it did not exist.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PhotoLinks } from '../../gateway/src/modules/maintenance/photos/photo-links.js';
import { PhotoRepository } from '../../gateway/src/modules/maintenance/photos/photos.repository.js';
import { PhotoService } from '../../gateway/src/modules/maintenance/photos/photos.service.js';
import { type Json } from './support/gateway.js';
import { FRM1, FRM2, maintenanceSuite } from './support/maintenance.js';

const { gateway, tokens } = maintenanceSuite();

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } });

interface Upload {
  token?: string;
  farmId?: string;
  field?: string;
}

async function upload(bytes: Buffer, { token, farmId = FRM1, field = 'photo' }: Upload = {}) {
  const form = new FormData();
  // The name and type the client claims are not believed: only the bytes count.
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (farmId) headers['x-farm-id'] = farmId;
  const response = await fetch(`${gateway.url}/api/photos`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as Json };
}

async function get(path: string, token?: string) {
  const response = await fetch(gateway.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

let jpeg: { id: string; url: string; thumbnailUrl: string };

describe('upload', () => {
  it('takes a JPEG, stores it upright without its metadata, with a smaller WebP thumbnail', async () => {
    // 600 × 400 pixels, shown turned a quarter (EXIF orientation 6), with a camera's tags.
    const bytes = await picture(600, 400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'FarmCam', Model: 'Secret 1' } })
      .toBuffer();
    const res = await upload(bytes, { token: tokens.tech });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['id', 'thumbnailUrl', 'url']);
    jpeg = res.body;

    const full = await get(jpeg.url);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    expect(full.headers.get('cache-control')).toMatch(/^private/);
    const stored = await sharp(full.bytes).metadata();
    expect([stored.width, stored.height]).toEqual([400, 600]);
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();

    const thumbnail = await get(jpeg.thumbnailUrl);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const small = await sharp(thumbnail.bytes).metadata();
    expect(small.format).toBe('webp');
    expect([small.width, small.height]).toEqual([213, 320]);
    expect(thumbnail.bytes.length).toBeLessThan(full.bytes.length);
  });

  it.each([
    ['PNG', 'image/png', () => picture(500, 300).png().toBuffer()],
    ['WebP', 'image/webp', () => picture(500, 300).webp().toBuffer()],
  ])('takes a %s, served as %s', async (_, type, make) => {
    const res = await upload(await make(), { token: tokens.manager });
    expect(res.status).toBe(201);
    const full = await get(res.body.url);
    expect(full.headers.get('content-type')).toBe(type);
    expect((await sharp((await get(res.body.thumbnailUrl)).bytes).metadata()).width).toBe(320);
  });

  it('refuses more than 8 MB with 413, and bytes that are not a JPEG, PNG or WebP with 415', async () => {
    const oversized = Buffer.alloc(8 * 1024 * 1024 + 1);
    oversized.set([0xff, 0xd8, 0xff]);
    const big = await upload(oversized, { token: tokens.tech });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The photo is larger than 8 MB');

    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    for (const bytes of [Buffer.from('%PDF-1.7 not a photo'), gif, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])]) {
      const res = await upload(bytes, { token: tokens.tech });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('The photo must be a JPEG, PNG or WebP image');
    }
  });

  it('refuses no token (401), a farm the caller is not in (403), a viewer (403), and no farm or file (400)', async () => {
    const bytes = await picture(20, 20).png().toBuffer();
    expect((await upload(bytes)).status).toBe(401);
    expect((await upload(bytes, { token: tokens.nofarm })).status).toBe(403);
    expect((await upload(bytes, { token: tokens.tech, farmId: FRM2 })).status).toBe(403);
    expect((await upload(bytes, { token: tokens.viewer, farmId: FRM2 })).status).toBe(403);
    expect((await upload(bytes, { token: tokens.tech, farmId: '' })).status).toBe(400);
    expect((await upload(bytes, { token: tokens.tech, field: 'file' })).status).toBe(400);
  });
});

describe('serving', () => {
  const plain = (id: string) => `/api/photos/${id}`;

  it("serves the farm's members and the admin, and answers anyone else as for a photo that does not exist", async () => {
    expect((await get(plain(jpeg.id), tokens.manager)).status).toBe(200);
    expect((await get(`${plain(jpeg.id)}/thumbnail`, tokens.admin)).status).toBe(200);
    const missing = await get(plain('00000000-0000-4000-8000-000000000000'), tokens.viewer);
    expect(missing.status).toBe(404);
    for (const token of [tokens.viewer, tokens.nofarm]) {
      const refused = await get(plain(jpeg.id), token);
      expect(refused.status).toBe(404);
      expect(refused.bytes).toEqual(missing.bytes);
      expect((await get(`${plain(jpeg.id)}/thumbnail`, token)).status).toBe(404);
    }
    expect((await get(plain('not-an-id'), tokens.manager)).status).toBe(404);
    expect((await get(plain(jpeg.id))).status).toBe(401);
  });

  it('a signed address opens only its own photo, as signed, until it expires', async () => {
    const token = new URL(jpeg.url, gateway.url).searchParams.get('t') ?? '';
    const other = await upload(await picture(10, 10).png().toBuffer(), { token: tokens.tech });
    expect((await get(`${plain(other.body.id)}?t=${token}`)).status).toBe(404);
    const [expires, signature] = token.split('.');
    const altered = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await get(`${plain(jpeg.id)}?t=${expires}.${altered}`)).status).toBe(404);
    expect((await get(`${plain(jpeg.id)}?t=${Number(expires) + 300}.${signature}`)).status).toBe(404);
    const links = new PhotoLinks(gateway.jwtSecret);
    expect(links.allows(jpeg.id, token)).toBe(true);
    expect(links.allows(jpeg.id, token, Date.now() + 21 * 60_000)).toBe(false);
    expect(new PhotoLinks('another-secret-of-at-least-32-bytes!').allows(jpeg.id, token)).toBe(false);
  });
});

describe('for other modules', () => {
  let photos: PhotoService;
  beforeAll(() => {
    photos = new PhotoService(new PhotoRepository(gateway.database.db), new PhotoLinks(gateway.jwtSecret));
  });

  it('store() keeps a photo without a user; requireInFarm() takes only photos of that farm', async () => {
    const stored = await photos.store(await picture(30, 30).jpeg().toBuffer(), FRM2, null);
    expect(stored.url).toMatch(new RegExp(`^/api/photos/${stored.id}\\?t=`));
    expect(await photos.requireInFarm([stored.id, stored.id.toUpperCase()], FRM2)).toEqual([stored.id]);
    await expect(photos.requireInFarm([stored.id, jpeg.id], FRM2)).rejects.toThrow(
      `${jpeg.id} is not a photo of this farm`,
    );
    await expect(photos.requireInFarm([stored.id], FRM1)).rejects.toThrow('is not a photo of this farm');
    await expect(photos.requireInFarm(['nope'], FRM1)).rejects.toThrow('nope is not a photo of this farm');
    await expect(photos.store(Buffer.from('plain text'), FRM2, null)).rejects.toMatchObject({ status: 415 });
  });
});
