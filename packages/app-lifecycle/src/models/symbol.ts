import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** Kinds of symbol files: dSYMs (`Apple`), source maps (`JavaScript`), Breakpad, ProGuard mappings, UWP PDBs. */
export const SymbolType = openEnum(['Apple', 'JavaScript', 'Breakpad', 'AndroidProguard', 'UWP']);
/** A kind of symbol file. */
export type SymbolType = z.infer<typeof SymbolType>;

/**
 * Where a symbol upload is: `created` (waiting for the file), `committed` (file received), `processing`,
 * then `indexed` or `failed`; `aborted` when given up before committing.
 */
export const SymbolUploadStatus = openEnum(['created', 'committed', 'aborted', 'processing', 'indexed', 'failed']);
/** Where a symbol upload is. */
export type SymbolUploadStatus = z.infer<typeof SymbolUploadStatus>;

/** Body of `symbolUploads.create`. `build` and `version` are required for Android symbols. */
export const NewSymbolUpload = model({
  symbol_type: SymbolType,
  file_name: z.optional(z.string()),
  build: z.optional(z.string()),
  version: z.optional(z.string()),
  client_callback: z.optional(z.string()),
});
/** Body of `symbolUploads.create`. */
export type NewSymbolUpload = z.input<typeof NewSymbolUpload>;

/**
 * A started symbol upload: send the file with an HTTP `PUT` to `upload_url` (a blob address on another origin,
 * with header `x-ms-blob-type: BlockBlob` and no credential) before `expiration_date`, then commit it.
 */
export const SymbolUploadStart = model({
  symbol_upload_id: z.string(),
  upload_url: z.string(),
  expiration_date: z.string(),
});
/** A started symbol upload. */
export type SymbolUploadStart = z.infer<typeof SymbolUploadStart>;

/** Body of `symbolUploads.complete`: commit the uploaded file, or abort. */
export const SymbolUploadCompletion = model({
  status: z.enum(['committed', 'aborted']),
});
/** Body of `symbolUploads.complete`. */
export type SymbolUploadCompletion = z.input<typeof SymbolUploadCompletion>;

/** A symbol upload. `file_size` (MiB) and `symbols_uploaded` are known once indexed. */
export const SymbolUpload = model({
  symbol_upload_id: z.string(),
  app_id: z.string(),
  status: SymbolUploadStatus,
  symbol_type: SymbolType,
  file_name: z.optional(z.string()),
  file_size: z.optional(z.number()),
  origin: z.optional(openEnum(['User', 'System'])),
  symbols_uploaded: z.optional(z.array(model({ symbol_id: z.string(), platform: z.string() }))),
  timestamp: z.optional(z.string()),
  user: z.optional(model({ display_name: z.optional(z.string()), email: z.optional(z.string()) })),
});
/** A symbol upload. */
export type SymbolUpload = z.infer<typeof SymbolUpload>;

/** A symbol the service holds for an app; `status` says whether it is used or `ignored`. */
export const AppSymbol = model({
  symbol_id: z.string(),
  platform: z.string(),
  type: SymbolType,
  app_id: z.string(),
  url: z.string(),
  origin: openEnum(['System', 'User']),
  alternate_symbol_ids: z.array(z.string()),
  status: openEnum(['available', 'ignored']),
  symbol_upload_id: z.string(),
  build: z.optional(z.string()),
  version: z.optional(z.string()),
});
/** A symbol the service holds for an app. */
export type AppSymbol = z.infer<typeof AppSymbol>;

/** Whether a symbol is `available`, `ignored` or still `missing`. */
export const AppSymbolStatus = model({
  symbol_id: z.string(),
  app_id: z.string(),
  status: openEnum(['available', 'ignored', 'missing']),
});
/** Whether a symbol is available, ignored or missing. */
export type AppSymbolStatus = z.infer<typeof AppSymbolStatus>;

/** A symbol crashes need, and whether it is `missing`, `ignored` or `available`. */
export const MissingSymbol = model({
  symbol_id: z.string(),
  name: z.string(),
  status: openEnum(['missing', 'ignored', 'available']),
  platform: z.optional(z.string()),
});
/** A symbol crashes need. */
export type MissingSymbol = z.infer<typeof MissingSymbol>;

/** Crashes of one app version and build that cannot be symbolicated for the same missing symbols. */
export const MissingSymbolGroup = model({
  symbol_group_id: z.string(),
  app_id: z.string(),
  app_ver: z.string(),
  app_build: z.string(),
  last_modified: z.string(),
  missing_symbols: z.array(MissingSymbol),
  status: openEnum(['active', 'pending', 'closed']),
  crash_count: z.optional(z.number()),
  error_count: z.optional(z.number()),
});
/** Crashes that cannot be symbolicated for the same missing symbols. */
export type MissingSymbolGroup = z.infer<typeof MissingSymbolGroup>;

/** Missing symbol groups, most crashes first, with the crashes of all groups. */
export const MissingSymbolGroups = model({
  total_crash_count: z.number(),
  groups: z.array(MissingSymbolGroup),
});
/** Missing symbol groups with their crash total. */
export type MissingSymbolGroups = z.infer<typeof MissingSymbolGroups>;

/** The crashes of all missing symbol groups of an app. */
export const MissingSymbolGroupsInfo = model({
  total_crash_count: z.number(),
});
/** The crashes of all missing symbol groups of an app. */
export type MissingSymbolGroupsInfo = z.infer<typeof MissingSymbolGroupsInfo>;
