import { NotFoundError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { sendSymbols } from '../../test-support/release-tools.js';
import { useSetup } from '../../test-support/setup.js';

describe('fake symbol uploads, symbols and missing symbol groups', () => {
  const s = useSetup();
  const upload = (symbolUploadId: string) => ({ ...s.app, symbolUploadId });
  const commit = (symbolUploadId: string) => s.client.symbolUploads.complete({ ...upload(symbolUploadId), body: { status: 'committed' } });
  const statuses = async (symbolUploadId: string, reads: number) => {
    const seen: string[] = [];
    for (let i = 0; i < reads; i++) seen.push((await s.client.symbolUploads.get(upload(symbolUploadId))).status);
    return seen;
  };
  const missingSymbols = () => s.fake.state.missingSymbolGroups.list().flatMap((g) => g.group.missing_symbols);

  it('moves created → committed → processing → indexed over reads, and finds the symbols in the file', async () => {
    const [sync, crypto] = missingSymbols();
    const file = `MODULE Linux arm64 ${sync!.symbol_id} libnative-sync.so\nMODULE Linux arm64 ${crypto!.symbol_id} libcrypto.so\n`;
    const { symbol_upload_id } = await sendSymbols(s, { symbol_type: 'Breakpad', file_name: 'native.sym', version: '2.0.0', build: '200' }, file);
    expect(await statuses(symbol_upload_id, 1)).toEqual(['created']);
    expect((await commit(symbol_upload_id)).status).toBe('committed');
    expect(await statuses(symbol_upload_id, 3)).toEqual(['processing', 'indexed', 'indexed']);
    const indexed = await s.client.symbolUploads.get(upload(symbol_upload_id));
    expect(indexed.symbols_uploaded).toEqual([
      { symbol_id: sync!.symbol_id, platform: 'android' },
      { symbol_id: crypto!.symbol_id, platform: 'android' },
    ]);
    expect(indexed.file_size).toBeCloseTo(file.length / 1024 / 1024);
    expect(indexed.user).toEqual({ display_name: 'Test Owner', email: 'owner@example.com' });
    const symbol = await s.client.symbols.get({ ...s.app, symbolId: sync!.symbol_id });
    expect(symbol).toMatchObject({ status: 'available', symbol_upload_id, version: '2.0.0', build: '200', alternate_symbol_ids: [crypto!.symbol_id] });
  });

  it('closes a missing symbol group once its symbols are uploaded or ignored', async () => {
    const [sync, crypto, oldSync] = missingSymbols();
    expect(await s.client.missingSymbolGroups.getInfo(s.app)).toEqual({ total_crash_count: 10 });
    const { symbol_upload_id } = await sendSymbols(s, { symbol_type: 'Breakpad' }, `MODULE Linux arm64 ${sync!.symbol_id} libnative-sync.so\n`);
    await commit(symbol_upload_id);
    await statuses(symbol_upload_id, 2);
    const { groups } = await s.client.missingSymbolGroups.list({ ...s.app, top: 5 });
    expect(groups[0]!.missing_symbols.map((m) => m.status)).toEqual(['available', 'missing']);
    expect((await s.client.symbols.getStatus({ ...s.app, symbolId: crypto!.symbol_id })).status).toBe('missing');
    const ignored = await s.client.symbols.ignore({ ...s.app, symbolId: crypto!.symbol_id });
    expect(ignored).toMatchObject({ symbol_id: crypto!.symbol_id, status: 'ignored', origin: 'System', type: 'Breakpad' });
    expect((await s.client.symbols.getStatus({ ...s.app, symbolId: crypto!.symbol_id })).status).toBe('ignored');
    const after = await s.client.missingSymbolGroups.list({ ...s.app, top: 5 });
    expect(after.groups.map((g) => g.app_ver)).toEqual(['1.1.0']);
    expect(after.total_crash_count).toBe(3);
    const closed = s.fake.state.missingSymbolGroups.list().find((g) => g.group.app_ver === '2.0.0')!.group;
    expect((await s.client.missingSymbolGroups.get({ ...s.app, symbolGroupId: closed.symbol_group_id })).groups[0]!.status).toBe('closed');
    expect((await s.client.symbols.getStatus({ ...s.app, symbolId: oldSync!.symbol_id })).status).toBe('missing');
    await expect(s.client.symbols.getLocation({ ...s.app, symbolId: crypto!.symbol_id }), 'an ignored symbol no file holds').rejects.toBeInstanceOf(NotFoundError);
  });

  it('fails a file with no symbols in it, and an empty one', async () => {
    for (const [type, content] of [
      ['Apple', 'not a dwarfdump listing'],
      ['JavaScript', ''],
    ] as const) {
      const { symbol_upload_id } = await sendSymbols(s, { symbol_type: type }, content);
      await commit(symbol_upload_id);
      expect(await statuses(symbol_upload_id, 2)).toEqual(['processing', 'failed']);
    }
    expect(await s.client.symbols.list(s.app)).toEqual([]);
  });

  it('reads Apple symbol ids from dwarfdump lines', async () => {
    const file = 'UUID: 6A2B43C1-0D8E-3F4B-9C1D-2E3F4A5B6C7D (arm64) Shop.app.dSYM/Contents/Resources/DWARF/Shop\n';
    const { symbol_upload_id } = await sendSymbols(s, { symbol_type: 'Apple' }, file);
    await commit(symbol_upload_id);
    await statuses(symbol_upload_id, 2);
    expect(await s.client.symbols.list(s.app)).toEqual([expect.objectContaining({ symbol_id: '6A2B43C1-0D8E-3F4B-9C1D-2E3F4A5B6C7D', platform: 'apple', type: 'Apple' })]);
  });

  it('completes only a created upload, commits only with its file, and aborts without one', async () => {
    const empty = await s.client.symbolUploads.create({ ...s.app, body: { symbol_type: 'UWP' } });
    await expect(commit(empty.symbol_upload_id)).rejects.toMatchObject({ status: 400, body: { message: 'No file has been sent to the upload address' } });
    expect((await s.client.symbolUploads.complete({ ...upload(empty.symbol_upload_id), body: { status: 'aborted' } })).status).toBe('aborted');
    await expect(commit(empty.symbol_upload_id)).rejects.toMatchObject({ status: 400, body: { message: expect.stringContaining('aborted') } });
    await expect(s.client.symbolUploads.get(upload('unknown'))).rejects.toMatchObject({ status: 404, body: { message: 'No symbol upload unknown' } });
    await expect(s.client.symbolUploads.create({ ...s.app, body: { symbol_type: 'AndroidProguard' } })).rejects.toMatchObject({ status: 400 });
  });

  it('lists the newest first, at most top, by status and kind', async () => {
    const first = await sendSymbols(s, { symbol_type: 'JavaScript', file_name: 'a.map' }, '{"a":1}');
    await commit(first.symbol_upload_id);
    await statuses(first.symbol_upload_id, 2);
    await s.client.symbolUploads.create({ ...s.app, body: { symbol_type: 'Breakpad', file_name: 'b.sym' } });
    await s.client.symbolUploads.create({ ...s.app, body: { symbol_type: 'JavaScript', file_name: 'c.map' } });
    const names = async (query: Parameters<typeof s.client.symbolUploads.list>[0]) => (await s.client.symbolUploads.list(query)).map((u) => u.file_name);
    expect(await names(s.app)).toEqual(['c.map', 'b.sym', 'a.map']);
    expect(await names({ ...s.app, top: 2 })).toEqual(['c.map', 'b.sym']);
    expect(await names({ ...s.app, status: 'processed' })).toEqual(['a.map']);
    expect(await names({ ...s.app, symbolType: 'JavaScript' })).toEqual(['c.map', 'a.map']);
    await expect(s.client.symbolUploads.list({ ...s.app, top: 101 })).rejects.toMatchObject({ name: 'ValidationError', field: 'top' });
  });

  it('deletes an upload with its symbols and file', async () => {
    const { symbol_upload_id } = await sendSymbols(s, { symbol_type: 'JavaScript' }, '{"version":3}');
    await commit(symbol_upload_id);
    await statuses(symbol_upload_id, 2);
    const [symbol] = await s.client.symbols.list(s.app);
    const { uri } = await s.client.symbols.getLocation({ ...s.app, symbolId: symbol!.symbol_id });
    await s.client.symbolUploads.delete(upload(symbol_upload_id));
    expect(await s.client.symbols.list(s.app)).toEqual([]);
    expect((await fetch(uri)).status).toBe(404);
    await expect(s.client.symbolUploads.delete(upload(symbol_upload_id))).rejects.toBeInstanceOf(NotFoundError);
  });

  it('hands out a blob address on another origin that the API key never reaches', async () => {
    const started = await s.client.symbolUploads.create({ ...s.app, body: { symbol_type: 'JavaScript' } });
    expect(new URL(started.upload_url).origin).not.toBe(new URL(s.fake.url).origin);
    const withKey = await fetch(started.upload_url, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob', 'x-api-key': s.fake.apiKey }, body: '{}' });
    expect(withKey.status).toBe(400);
    await expect(commit(started.symbol_upload_id), 'the refused file was not kept').rejects.toMatchObject({ status: 400 });
    const sent = await fetch(started.upload_url, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' }, body: '{}' });
    expect(sent.status).toBe(201);
    await commit(started.symbol_upload_id);
    expect(s.fake.blobs.requests.map((r) => [r.method, r.status])).toEqual([
      ['PUT', 400],
      ['PUT', 201],
    ]);
    expect(s.fake.blobs.requests.filter((r) => r.status < 300).every((r) => !Object.values(r.headers).some((v) => v.includes(s.fake.apiKey)))).toBe(true);
  });

  it('answers missing symbol group errors as { code, message }', async () => {
    await expect(s.client.missingSymbolGroups.get({ ...s.app, symbolGroupId: 'nope' })).rejects.toMatchObject({
      status: 404,
      body: { code: 'NotFound', message: 'No missing symbol group nope' },
    });
  });
});
