/**
 * Symbol uploads, symbols and missing symbol groups.
 *
 * A symbol upload starts `created` with a blob address valid for an hour of the fake's clock (Android ProGuard
 * uploads need `build` and `version`, 400 otherwise). Only a `created` upload can be completed (400 otherwise);
 * committing needs the file in the blob store (400 otherwise), aborting drops it. Each read of a committed upload
 * (`symbolUploads.get`) moves it on: `processing`, then `indexed` or `failed`. Indexing reads the symbol ids from
 * the file: `UUID: <id>` lines for Apple (as `dwarfdump --uuid` prints them), `MODULE <os> <arch> <id> <name>`
 * lines for Breakpad, and for other kinds one id made from the file's content; an empty file, or an Apple or
 * Breakpad file without such lines, fails. Indexed symbols become available, and crash groups missing them no
 * longer do (a group with nothing missing is `closed` and leaves the list). Deleting an upload deletes its
 * symbols and file. Ignoring a symbol that crashes miss but no upload brought records it as ignored.
 */
import { fakeError, json, type FakeRequest } from '@org/http-core/testing';
import type { App, AppSymbol, MissingSymbolGroup, NewSymbolUpload, SymbolType, SymbolUpload } from '../../index.js';
import type { BlobStore } from '../blob-store.js';
import { appOf, tokenOf, type FakeContext } from '../context.js';
import { hashUuid } from '../hash-id.js';
import type { StoredSymbolUpload } from '../records.js';
import { childKey } from '../state.js';
import { iso } from '../time.js';
import type { Handlers } from './types.js';

/** How long a symbol upload's blob address takes the file. */
export const SYMBOL_UPLOAD_WINDOW_MS = 60 * 60 * 1000;

/** Name of a symbol upload's file in the blob store. */
export function symbolUploadBlob(uploadId: string): string {
  return `symbol-uploads/${uploadId}`;
}

const MIB = 1024 * 1024;

/** The symbol ids in a symbol file, or none when it cannot be indexed. */
function symbolIdsOf(type: SymbolType, bytes: Uint8Array): string[] {
  if (bytes.length === 0) return [];
  const text = new TextDecoder().decode(bytes);
  if (type === 'Apple') return [...text.matchAll(/UUID:\s*([0-9A-Fa-f-]{32,36})/g)].map((m) => m[1]!.toUpperCase());
  if (type === 'Breakpad') return [...text.matchAll(/^MODULE\s+\S+\s+\S+\s+(\S+)\s+\S.*$/gm)].map((m) => m[1]!);
  return [hashUuid(bytes)];
}

/** The platform a symbol of a kind is for, on an app. */
function platformOf(type: SymbolType, app: App): string {
  if (type === 'Apple') return 'apple';
  if (type === 'JavaScript') return 'javascript';
  if (type === 'AndroidProguard') return 'android';
  if (type === 'UWP') return 'uwp';
  return app.os.toLowerCase();
}

/** Handlers of `symbolUploads.*`, `symbols.*` and `missingSymbolGroups.*`. */
export function symbolHandlers(fake: FakeContext, blobs: BlobStore): Handlers {
  const { state } = fake;
  const uploadOf = (app: App, req: FakeRequest): StoredSymbolUpload =>
    state.symbolUploads.require(childKey(app.id, req.params.symbol_upload_id!), () => fakeError(404, undefined, `No symbol upload ${req.params.symbol_upload_id}`));
  const saveUpload = (stored: StoredSymbolUpload) => state.symbolUploads.set(childKey(stored.appId, stored.upload.symbol_upload_id), stored);
  const groupsOf = (app: App) => state.childrenOf(state.missingSymbolGroups, app.id).map((g) => g.group);
  const missingOf = (app: App, symbolId: string) => groupsOf(app).flatMap((g) => g.missing_symbols).find((s) => s.symbol_id === symbolId);

  /** Sets the status of a symbol crashes miss in every group; a group with nothing missing closes. */
  const resolveMissing = (app: App, symbolId: string, status: 'available' | 'ignored') => {
    for (const stored of state.childrenOf(state.missingSymbolGroups, app.id)) {
      if (!stored.group.missing_symbols.some((s) => s.symbol_id === symbolId)) continue;
      const missing_symbols = stored.group.missing_symbols.map((s) => (s.symbol_id === symbolId ? { ...s, status } : s));
      const group: MissingSymbolGroup = {
        ...stored.group,
        missing_symbols,
        status: missing_symbols.some((s) => s.status === 'missing') ? stored.group.status : 'closed',
        last_modified: iso(fake.now()),
      };
      state.missingSymbolGroups.set(childKey(app.id, group.symbol_group_id), { ...stored, group });
    }
  };

  /** Indexes a committed upload's file: its symbols, or a failure. */
  const index = (app: App, stored: StoredSymbolUpload): SymbolUpload => {
    const { upload } = stored;
    const bytes = blobs.get(symbolUploadBlob(upload.symbol_upload_id))?.bytes ?? new Uint8Array();
    const ids = symbolIdsOf(upload.symbol_type, bytes);
    if (ids.length === 0) return { ...upload, status: 'failed' };
    const platform = platformOf(upload.symbol_type, app);
    for (const id of ids) {
      const symbol: AppSymbol = {
        symbol_id: id,
        platform,
        type: upload.symbol_type,
        app_id: app.id,
        url: symbolUploadBlob(upload.symbol_upload_id),
        origin: 'User',
        alternate_symbol_ids: ids.filter((other) => other !== id),
        status: 'available',
        symbol_upload_id: upload.symbol_upload_id,
        build: stored.build,
        version: stored.version,
      };
      state.symbols.set(childKey(app.id, id), { appId: app.id, symbol });
      resolveMissing(app, id, 'available');
    }
    return { ...upload, status: 'indexed', file_size: bytes.length / MIB, symbols_uploaded: ids.map((symbol_id) => ({ symbol_id, platform })) };
  };

  const symbolOf = (app: App, req: FakeRequest) =>
    state.symbols.require(childKey(app.id, req.params.symbol_id!), () => fakeError(404, undefined, `No symbol ${req.params.symbol_id}`));
  const activeGroups = (app: App) => groupsOf(app).filter((g) => g.status !== 'closed');
  const totalCrashes = (groups: readonly MissingSymbolGroup[]) => groups.reduce((sum, g) => sum + (g.crash_count ?? 0), 0);

  return {
    'symbolUploads.list': (req) => {
      const app = appOf(fake, req);
      const top = Number(req.query.get('top') ?? 30);
      const status = req.query.get('status') ?? 'all';
      const type = req.query.get('symbol_type');
      const shown = (upload: SymbolUpload) =>
        (type === null || upload.symbol_type === type) &&
        (status === 'all' ||
          (status === 'uploaded' && !['created', 'aborted'].includes(upload.status)) ||
          (status === 'processed' && ['indexed', 'failed'].includes(upload.status)));
      const uploads = state.childrenOf(state.symbolUploads, app.id).map((u) => u.upload);
      return json(200, uploads.filter(shown).reverse().slice(0, top));
    },
    'symbolUploads.create': (req) => {
      const app = appOf(fake, req);
      const body = req.body as NewSymbolUpload;
      if (body.symbol_type === 'AndroidProguard' && (body.build === undefined || body.version === undefined)) {
        throw fakeError(400, undefined, 'Android symbols need build and version');
      }
      const id = state.ids.uuid();
      const expiresAt = fake.now() + SYMBOL_UPLOAD_WINDOW_MS;
      const token = tokenOf(req);
      const upload: SymbolUpload = {
        symbol_upload_id: id,
        app_id: app.id,
        status: 'created',
        symbol_type: body.symbol_type,
        file_name: body.file_name,
        file_size: 0,
        origin: 'User',
        symbols_uploaded: [],
        timestamp: iso(fake.now()),
        user: token.appId === undefined ? { display_name: state.user.display_name, email: state.user.email } : undefined,
      };
      saveUpload({ appId: app.id, upload, expiresAt, build: body.build, version: body.version });
      return json(200, { symbol_upload_id: id, upload_url: blobs.writeUrl(symbolUploadBlob(id), expiresAt), expiration_date: iso(expiresAt) });
    },
    'symbolUploads.get': (req) => {
      const app = appOf(fake, req);
      const stored = uploadOf(app, req);
      const { upload } = stored;
      const next = upload.status === 'committed' ? { ...upload, status: 'processing' as const } : upload.status === 'processing' ? index(app, stored) : upload;
      if (next !== upload) saveUpload({ ...stored, upload: next });
      return json(200, next);
    },
    'symbolUploads.complete': (req) => {
      const app = appOf(fake, req);
      const stored = uploadOf(app, req);
      const { status } = req.body as { status: 'committed' | 'aborted' };
      if (stored.upload.status !== 'created') throw fakeError(400, undefined, `The upload is ${stored.upload.status}; only a created upload is completed`);
      const name = symbolUploadBlob(stored.upload.symbol_upload_id);
      if (status === 'committed' && !blobs.get(name)) throw fakeError(400, undefined, 'No file has been sent to the upload address');
      if (status === 'aborted') blobs.delete(name);
      const upload: SymbolUpload = { ...stored.upload, status, timestamp: iso(fake.now()) };
      saveUpload({ ...stored, upload });
      return json(200, upload);
    },
    'symbolUploads.delete': (req) => {
      const app = appOf(fake, req);
      const stored = uploadOf(app, req);
      const id = stored.upload.symbol_upload_id;
      state.symbolUploads.delete(childKey(app.id, id));
      for (const symbol of state.childrenOf(state.symbols, app.id)) {
        if (symbol.symbol.symbol_upload_id === id) state.symbols.delete(childKey(app.id, symbol.symbol.symbol_id));
      }
      blobs.delete(symbolUploadBlob(id));
      return json(200, stored.upload);
    },
    'symbolUploads.getLocation': (req) => {
      const app = appOf(fake, req);
      const name = symbolUploadBlob(uploadOf(app, req).upload.symbol_upload_id);
      if (!blobs.get(name)) throw fakeError(404, undefined, 'The upload has no file');
      return json(200, { uri: blobs.readUrl(name) });
    },
    'symbols.list': (req) => {
      const app = appOf(fake, req);
      return json(200, state.childrenOf(state.symbols, app.id).map((s) => s.symbol));
    },
    'symbols.get': (req) => {
      const app = appOf(fake, req);
      return json(200, symbolOf(app, req).symbol);
    },
    'symbols.ignore': (req) => {
      const app = appOf(fake, req);
      const id = req.params.symbol_id!;
      const known = state.symbols.get(childKey(app.id, id));
      const missing = missingOf(app, id);
      if (!known && !missing) throw fakeError(404, undefined, `No symbol ${id}`);
      const symbol: AppSymbol = known
        ? { ...known.symbol, status: 'ignored' }
        : {
            symbol_id: id,
            platform: missing!.platform ?? app.os.toLowerCase(),
            type: app.os === 'iOS' || app.os === 'macOS' || app.os === 'tvOS' ? 'Apple' : 'Breakpad',
            app_id: app.id,
            url: '',
            origin: 'System',
            alternate_symbol_ids: [],
            status: 'ignored',
            symbol_upload_id: '',
          };
      state.symbols.set(childKey(app.id, id), { appId: app.id, symbol });
      resolveMissing(app, id, 'ignored');
      return json(200, symbol);
    },
    'symbols.getLocation': (req) => {
      const app = appOf(fake, req);
      const { symbol } = symbolOf(app, req);
      if (!symbol.symbol_upload_id || !blobs.get(symbol.url)) throw fakeError(404, undefined, `No file holds symbol ${symbol.symbol_id}`);
      return json(200, { uri: blobs.readUrl(symbol.url) });
    },
    'symbols.getStatus': (req) => {
      const app = appOf(fake, req);
      const id = req.params.symbol_id!;
      const known = state.symbols.get(childKey(app.id, id));
      if (known) return json(200, { symbol_id: id, app_id: app.id, status: known.symbol.status });
      if (missingOf(app, id)) return json(200, { symbol_id: id, app_id: app.id, status: 'missing' });
      throw fakeError(404, undefined, `No symbol ${id}`);
    },
    'missingSymbolGroups.list': (req) => {
      const app = appOf(fake, req);
      const top = Number(req.query.get('top'));
      const groups = activeGroups(app).sort((a, b) => (b.crash_count ?? 0) - (a.crash_count ?? 0));
      return json(200, { total_crash_count: totalCrashes(groups), groups: groups.slice(0, top) });
    },
    'missingSymbolGroups.get': (req) => {
      const app = appOf(fake, req);
      const id = req.params.symbol_group_id!;
      const group = groupsOf(app).find((g) => g.symbol_group_id === id);
      if (!group) throw fakeError(404, undefined, `No missing symbol group ${id}`);
      return json(200, { total_crash_count: group.crash_count ?? 0, groups: [group] });
    },
    'missingSymbolGroups.getInfo': (req) => {
      const app = appOf(fake, req);
      return json(200, { total_crash_count: totalCrashes(activeGroups(app)) });
    },
  };
}
