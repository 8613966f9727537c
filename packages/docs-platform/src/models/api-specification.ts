import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/**
 * An uploaded API specification (OpenAPI or Swagger), as listed and as returned by an upload. Modelled
 * from the service's behaviour (it declares no answer bodies), validated leniently; anything else is kept.
 */
export const ApiSpecification = model({
  /** The id to update or delete it by. */
  _id: z.optional(z.string()),
  /** Title, from the specification's `info.title`. */
  title: z.optional(z.string()),
  /** `openapi` or `swagger`. */
  type: z.optional(z.string()),
  /** How it arrived, e.g. `api` for an upload through this API. */
  source: z.optional(z.string()),
  /** The documentation version it belongs to. */
  version: z.optional(z.string()),
  /** When it was last uploaded. */
  lastSynced: z.optional(z.string()),
});
/** An uploaded API specification. */
export type ApiSpecification = z.infer<typeof ApiSpecification>;

const isFileLike = (value: unknown): value is Blob | Uint8Array => value instanceof Blob || value instanceof Uint8Array;

/**
 * The file part of an upload as the table declares it: a `Blob`/`File` or bytes. The client's upload
 * methods also take a path or a stream and turn it into a file first (see `SpecSource`).
 */
export const SpecFile = z.custom<Blob | Uint8Array>(isFileLike, 'must be a file: a Blob, a File or bytes');

/** Multipart body of `apiSpecifications.upload` and `.update`: the file in the `spec` part. */
export const SpecUpload = model({
  /** The specification file (OpenAPI or Swagger, JSON or YAML). */
  spec: SpecFile,
});

/** Multipart body of the deprecated `legacySpecs.upload` and `.update`: the file in the `swagger` part. */
export const LegacySpecUpload = model({
  /** The specification file (Swagger or OpenAPI, JSON or YAML). */
  swagger: SpecFile,
});
