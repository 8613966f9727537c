import { model, recordOf } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** Exported device test data of an app: where its hash files are listed. */
export const ExportedTestApp = model({
  /** Where the app's hash files are listed. */
  hash_files_url: z.optional(z.string()),
});
/** Exported device test data of an app. */
export type ExportedTestApp = z.infer<typeof ExportedTestApp>;

/** An exported file of a test run's file set. */
export const ExportedFileSetFile = model({
  /** Id (a UUID) of the test upload the file belongs to. */
  app_upload_id: z.optional(z.string()),
  /** Id (a UUID) of the hash file. */
  hash_file_id: z.optional(z.string()),
  /** Where the hash file can be read. */
  hash_file_url: z.optional(z.string()),
  /** Path of the file in the upload. */
  path: z.optional(z.string()),
});
/** An exported file of a test run's file set. */
export type ExportedFileSetFile = z.infer<typeof ExportedFileSetFile>;

/** An exported hash file: a file the service holds by its hash. */
export const ExportedHashFile = model({
  /** The hash file's id (a UUID). */
  id: z.optional(z.string()),
  /** The hash file's name. */
  filename: z.optional(z.string()),
});
/** An exported hash file. */
export type ExportedHashFile = z.infer<typeof ExportedHashFile>;

/** An exported pipeline test: the parameters a run was started with. */
export const ExportedPipelineTest = model({
  /** Id (a UUID) of the test upload the test belongs to. */
  app_upload_id: z.optional(z.string()),
  /** Parameters the test ran with, by name. */
  test_parameters: z.optional(recordOf(z.unknown())),
});
/** An exported pipeline test. */
export type ExportedPipelineTest = z.infer<typeof ExportedPipelineTest>;

/** An exported test run: its id, locale and the hash files of its app and symbols. */
export const ExportedTestRun = model({
  /** The test run's id (a UUID). */
  id: z.optional(z.string()),
  /** Locale the tests ran in. */
  locale: z.optional(z.string()),
  /** Id (a UUID) of the app's hash file. */
  app_hash_file_id: z.optional(z.string()),
  /** Where the app's hash file can be read. */
  app_hash_file_url: z.optional(z.string()),
  /** URL of the app's icon. */
  app_icon_url: z.optional(z.string()),
  /** Id (a UUID) of the symbols' hash file. */
  dsym_hash_file_id: z.optional(z.string()),
  /** Where the symbols' hash file can be read. */
  dsym_hash_file_url: z.optional(z.string()),
});
/** An exported test run. */
export type ExportedTestRun = z.infer<typeof ExportedTestRun>;
