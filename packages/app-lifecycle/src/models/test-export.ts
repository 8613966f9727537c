import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** Exported device test data of an app: where its hash files are listed. */
export const ExportedTestApp = model({
  hash_files_url: z.optional(z.string()),
});
/** Exported device test data of an app. */
export type ExportedTestApp = z.infer<typeof ExportedTestApp>;

/** An exported file of a test run's file set. */
export const ExportedFileSetFile = model({
  app_upload_id: z.optional(z.string()),
  hash_file_id: z.optional(z.string()),
  hash_file_url: z.optional(z.string()),
  path: z.optional(z.string()),
});
/** An exported file of a test run's file set. */
export type ExportedFileSetFile = z.infer<typeof ExportedFileSetFile>;

/** An exported hash file: a file the service holds by its hash. */
export const ExportedHashFile = model({
  id: z.optional(z.string()),
  filename: z.optional(z.string()),
});
/** An exported hash file. */
export type ExportedHashFile = z.infer<typeof ExportedHashFile>;

/** An exported pipeline test: the parameters a run was started with. */
export const ExportedPipelineTest = model({
  app_upload_id: z.optional(z.string()),
  test_parameters: z.optional(z.record(z.string(), z.unknown())),
});
/** An exported pipeline test. */
export type ExportedPipelineTest = z.infer<typeof ExportedPipelineTest>;

/** An exported test run: its id, locale and the hash files of its app and symbols. */
export const ExportedTestRun = model({
  id: z.optional(z.string()),
  locale: z.optional(z.string()),
  app_hash_file_id: z.optional(z.string()),
  app_hash_file_url: z.optional(z.string()),
  app_icon_url: z.optional(z.string()),
  dsym_hash_file_id: z.optional(z.string()),
  dsym_hash_file_url: z.optional(z.string()),
});
/** An exported test run. */
export type ExportedTestRun = z.infer<typeof ExportedTestRun>;
