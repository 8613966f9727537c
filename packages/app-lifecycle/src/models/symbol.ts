import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

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
  /** Kind of symbol file. */
  symbol_type: SymbolType,
  /** Name of the file to upload. */
  file_name: z.optional(z.string()),
  /** The app build the symbols are for; needed for Android, optional for Apple. */
  build: z.optional(z.string()),
  /** The app version the symbols are for; needed for Android, optional for Apple. */
  version: z.optional(z.string()),
  /** A URL the service calls with status updates of the upload. */
  client_callback: z.optional(z.string()),
});
/** Body of `symbolUploads.create`. */
export type NewSymbolUpload = z.input<typeof NewSymbolUpload>;

/**
 * A started symbol upload: send the file with an HTTP `PUT` to `upload_url` (a blob address on another origin,
 * with header `x-ms-blob-type: BlockBlob` and no credential) before `expiration_date`, then commit it.
 */
export const SymbolUploadStart = model({
  /** The upload's id; used in paths as `symbol_upload_id`. */
  symbol_upload_id: z.string(),
  /** Where to `PUT` the file (a blob address on another origin; send no credential). */
  upload_url: z.string(),
  /** Until when `upload_url` accepts the file (ISO 8601). */
  expiration_date: z.string(),
});
/** A started symbol upload. */
export type SymbolUploadStart = z.infer<typeof SymbolUploadStart>;

/** Body of `symbolUploads.complete`: commit the uploaded file, or abort. */
export const SymbolUploadCompletion = model({
  /** `committed` once the file is uploaded, or `aborted` to give up. */
  status: z.literal(['committed', 'aborted']),
});
/** Body of `symbolUploads.complete`. */
export type SymbolUploadCompletion = z.input<typeof SymbolUploadCompletion>;

/** A symbol upload. `file_size` (MiB) and `symbols_uploaded` are known once indexed. */
export const SymbolUpload = model({
  /** The upload's id. */
  symbol_upload_id: z.string(),
  /** The app's id (a UUID). */
  app_id: z.string(),
  /** Where the upload is. */
  status: SymbolUploadStatus,
  /** Kind of symbol file. */
  symbol_type: SymbolType,
  /** Name of the uploaded file. */
  file_name: z.optional(z.string()),
  /** Size of the file in mebibytes; may be 0 until the upload is `indexed`. */
  file_size: z.optional(z.number()),
  /** Who uploaded the file: a `User`, or the service itself (`System`). */
  origin: z.optional(openEnum(['User', 'System'])),
  /** The symbols the file holds; may be empty until the upload is `indexed`. */
  symbols_uploaded: z.optional(
    z.array(
      model({
        /** The symbol's id. */
        symbol_id: z.string(),
        /** The platform the symbol is for. */
        platform: z.string(),
      }),
    ),
  ),
  /** When the upload was committed, or else last touched (ISO 8601). */
  timestamp: z.optional(z.string()),
  /** Who started the upload: display name and email address. */
  user: z.optional(
    model({
      /** The user's full name. */
      display_name: z.optional(z.string()),
      /** The user's email address. */
      email: z.optional(z.string()),
    }),
  ),
});
/** A symbol upload. */
export type SymbolUpload = z.infer<typeof SymbolUpload>;

/** A symbol the service holds for an app; `status` says whether it is used or `ignored`. */
export const AppSymbol = model({
  /** The symbol's id (a UUID). */
  symbol_id: z.string(),
  /** The platform the symbol is for. */
  platform: z.string(),
  /** Kind of symbol file. */
  type: SymbolType,
  /** The app's id (a UUID). */
  app_id: z.string(),
  /** Where the symbol file is stored. */
  url: z.string(),
  /** Who provided the symbol: a `User`, or the service itself (`System`). */
  origin: openEnum(['System', 'User']),
  /** Ids of the other symbols in the same file. */
  alternate_symbol_ids: z.array(z.string()),
  /** Whether the symbol is used (`available`) or `ignored`. */
  status: openEnum(['available', 'ignored']),
  /** Id of the upload that brought the symbol. */
  symbol_upload_id: z.string(),
  /** The app build the symbol is for. */
  build: z.optional(z.string()),
  /** The app version the symbol is for. */
  version: z.optional(z.string()),
});
/** A symbol the service holds for an app. */
export type AppSymbol = z.infer<typeof AppSymbol>;

/** Whether a symbol is `available`, `ignored` or still `missing`. */
export const AppSymbolStatus = model({
  /** The symbol's id (a UUID). */
  symbol_id: z.string(),
  /** The app's id (a UUID). */
  app_id: z.string(),
  /** Whether the symbol is `available`, `ignored` or still `missing`. */
  status: openEnum(['available', 'ignored', 'missing']),
});
/** Whether a symbol is available, ignored or missing. */
export type AppSymbolStatus = z.infer<typeof AppSymbolStatus>;

/** A symbol crashes need, and whether it is `missing`, `ignored` or `available`. */
export const MissingSymbol = model({
  /** The symbol's id. */
  symbol_id: z.string(),
  /** The symbol's name (e.g. a library). */
  name: z.string(),
  /** Whether the symbol is still `missing`, `ignored` or now `available`. */
  status: openEnum(['missing', 'ignored', 'available']),
  /** The platform the symbol is for. */
  platform: z.optional(z.string()),
});
/** A symbol crashes need. */
export type MissingSymbol = z.infer<typeof MissingSymbol>;

/** Crashes of one app version and build that cannot be symbolicated for the same missing symbols. */
export const MissingSymbolGroup = model({
  /** The group's id; used in paths as `symbol_group_id`. */
  symbol_group_id: z.string(),
  /** The app's id (a UUID). */
  app_id: z.string(),
  /** The app version of the crashes. */
  app_ver: z.string(),
  /** The app build of the crashes. */
  app_build: z.string(),
  /** When the group last changed (ISO 8601). */
  last_modified: z.string(),
  /** The symbols the group's crashes lack. */
  missing_symbols: z.array(MissingSymbol),
  /** The group's state: `active`, `pending` or `closed`. */
  status: openEnum(['active', 'pending', 'closed']),
  /** Crashes that lack these symbols. */
  crash_count: z.optional(z.number()),
  /** Errors that lack these symbols. */
  error_count: z.optional(z.number()),
});
/** Crashes that cannot be symbolicated for the same missing symbols. */
export type MissingSymbolGroup = z.infer<typeof MissingSymbolGroup>;

/** Missing symbol groups, most crashes first, with the crashes of all groups. */
export const MissingSymbolGroups = model({
  /** Crashes over all the groups. */
  total_crash_count: z.number(),
  /** Groups of crashes, one per set of missing symbols. */
  groups: z.array(MissingSymbolGroup),
});
/** Missing symbol groups with their crash total. */
export type MissingSymbolGroups = z.infer<typeof MissingSymbolGroups>;

/** The crashes of all missing symbol groups of an app. */
export const MissingSymbolGroupsInfo = model({
  /** Crashes over all the groups of missing symbols. */
  total_crash_count: z.number(),
});
/** The crashes of all missing symbol groups of an app. */
export type MissingSymbolGroupsInfo = z.infer<typeof MissingSymbolGroupsInfo>;
