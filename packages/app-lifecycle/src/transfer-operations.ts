/**
 * @internal The calls of transfers to URLs the service hands back: the file service's chunk protocol (release
 * files and over-the-air bundles), a whole file to a signed blob address (symbols), and a file read from a
 * location the service answers. Declared `external` with no origin of their own (the service's description names
 * none): a URL handed back must be one of the client's `externalOrigins`. Not part of `operations`: only this
 * package's upload and download helpers call them, with the URL as `url`.
 */
import { defineOperation } from '@org/http-core';
import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** Origins beyond the client's `externalOrigins`: none, the service's description names no file service address. */
const handedBack = { origins: [] } as const;
const assetId = { schema: z.string().check(z.minLength(1)), name: 'asset_id' };
const token = { schema: z.string().check(z.minLength(1)), secret: true } as const;
const fileBody = { schema: z.custom<Blob | Uint8Array>((value) => value instanceof Blob || value instanceof Uint8Array), encoding: 'binary' } as const;

/** The file service's answer to every step: `error` set (with `error_code` / `message`) when it refused it. */
const FileServiceAnswer = model({
  /** Set when the file service refused the step. */
  error: z.optional(z.boolean()),
  /** The file service's code of the refusal. */
  error_code: z.optional(z.string()),
  /** The refusal in words. */
  message: z.optional(z.string()),
});

/** The file service's plan for a file: bytes per chunk and the chunks (from 1) it still wants. */
export const FileServicePlan = model({
  /** Bytes per chunk; every chunk but the last has this size. */
  chunk_size: z.number(),
  /** Numbers of the chunks the service still wants, counted from 1. */
  chunk_list: z.optional(z.array(z.number())),
  /** Set when the file service refused the step. */
  error: z.optional(z.boolean()),
  /** The file service's code of the refusal. */
  error_code: z.optional(z.string()),
  /** The refusal in words. */
  message: z.optional(z.string()),
});

/** Declares the file (name and size) of an asset; answers the chunk size and the chunks wanted. */
export const fileServiceSetMetadata = defineOperation({
  method: 'POST',
  path: '/upload/set_metadata/{asset_id}',
  summary: 'Declare the file of an asset',
  external: handedBack,
  pathParams: { assetId },
  query: { token, fileName: { schema: z.string().check(z.minLength(1)), name: 'file_name' }, fileSize: { schema: z.number().check(z.int(), z.positive()), name: 'file_size' } },
  response: FileServicePlan,
});

/** Sends chunk `blockNumber` of the file; sending a chunk again stores it once. */
export const fileServiceUploadChunk = defineOperation({
  method: 'POST',
  path: '/upload/upload_chunk/{asset_id}',
  summary: 'Send one chunk of a file',
  external: handedBack,
  idempotent: true,
  pathParams: { assetId },
  query: { token, blockNumber: { schema: z.number().check(z.int(), z.positive()), name: 'block_number' } },
  body: fileBody,
  response: FileServiceAnswer,
});

/** Closes the file once every chunk arrived; closing a closed file again changes nothing. */
export const fileServiceFinished = defineOperation({
  method: 'POST',
  path: '/upload/finished/{asset_id}',
  summary: 'Close the file of an asset',
  external: handedBack,
  idempotent: true,
  pathParams: { assetId },
  query: { token },
  response: FileServiceAnswer,
});

/** Puts a whole file at a signed blob address (its signature in the URL's own query). */
export const blobPut = defineOperation({
  method: 'PUT',
  path: '',
  summary: 'Put a file at a signed address',
  external: handedBack,
  headers: { blobType: { schema: z.literal('BlockBlob'), name: 'x-ms-blob-type', default: 'BlockBlob' } },
  body: fileBody,
  responseKind: 'none',
});

/** Reads a file from a location the service answered, as a stream. */
export const fileDownload = defineOperation({
  method: 'GET',
  path: '',
  summary: 'Read a file from a location',
  external: handedBack,
  responseKind: 'stream',
});

/** The internal table the transfer client is made of. */
export const transferOperations = {
  fileService: { setMetadata: fileServiceSetMetadata, uploadChunk: fileServiceUploadChunk, finished: fileServiceFinished },
  blobs: { put: blobPut, download: fileDownload },
};
