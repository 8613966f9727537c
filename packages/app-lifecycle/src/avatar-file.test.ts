import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarFile } from './avatar-file.js';
import { useSetup } from './test-support/setup.js';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7]);

describe('avatarFile', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'avatar-'));
    await writeFile(join(dir, 'logo.png'), png);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

  it('reads a path or a file URL, naming and typing the file from it', async () => {
    for (const source of [join(dir, 'logo.png'), pathToFileURL(join(dir, 'logo.png'))]) {
      const file = await avatarFile(source);
      expect([file.name, file.type]).toEqual(['logo.png', 'image/png']);
      expect(await bytesOf(file)).toEqual(png);
    }
  });

  it('takes bytes, a Blob, a web stream and a Node stream', async () => {
    const sources = [
      Buffer.from(png),
      png.buffer.slice(0),
      new Blob([png], { type: 'image/png' }),
      new Blob([png]).stream(),
      Readable.from([png.subarray(0, 4), png.subarray(4)]),
    ];
    for (const source of sources) {
      const file = await avatarFile(source, { fileName: 'a.png' });
      expect(await bytesOf(file)).toEqual(png);
      expect(file.type).toBe('image/png');
    }
  });

  it('keeps a File name and type unless told otherwise', async () => {
    const file = await avatarFile(new File([png], 'me.gif', { type: 'image/gif' }));
    expect([file.name, file.type]).toEqual(['me.gif', 'image/gif']);
    expect((await avatarFile(new Blob([png]))).name).toBe('avatar');
  });

  it('refuses a stream longer than maxBytes', async () => {
    await expect(avatarFile(Readable.from([png, png]), { maxBytes: png.length })).rejects.toThrow(RangeError);
  });
});

describe('uploading an avatar read by avatarFile', () => {
  const s = useSetup();

  it('sends it as the multipart field avatar with its name and type', async () => {
    const avatar = await avatarFile(Readable.from([png]), { fileName: 'stream.png' });
    const app = await s.client.apps.setAvatar({ ...s.app, body: { avatar } });
    expect(app.icon_url).toMatch(/stream\.png$/);
    expect(s.fake.state.avatars.get(s.seeded.appId)).toMatchObject({ fileName: 'stream.png', type: 'image/png', bytes: png });
  });
});
