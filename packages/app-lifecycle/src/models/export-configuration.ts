import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** What a continuous export sends: crashes, errors, attachments, or no logs. */
export const ExportEntity = openEnum(['crashes', 'errors', 'attachments', 'no_logs']);
/** What a continuous export sends. */
export type ExportEntity = z.infer<typeof ExportEntity>;

/** Where an export goes and how the service is given access to it. */
export const ExportConfigurationType = openEnum([
  'blob_storage_connection_string',
  'application_insights_instrumentation_key',
  'blob_storage_linked_subscription',
  'application_insights_linked_subscription',
]);
/** Where an export goes and how the service is given access to it. */
export type ExportConfigurationType = z.infer<typeof ExportConfigurationType>;

/** State of a continuous export: `Pending` until the service has checked the target, then `Enabled` or `Invalid`. */
export const ExportState = openEnum(['Enabled', 'Disabled', 'Pending', 'Deleted', 'Invalid']);
/** State of a continuous export. */
export type ExportState = z.infer<typeof ExportState>;

const common = {
  /** Whether to export what was collected before the export was set up too; true when omitted. */
  backfill: z.optional(z.boolean()),
  /** What to export: `crashes`, `errors`, `attachments`; `no_logs` leaves out the logs. */
  export_entities: z.optional(z.array(ExportEntity)),
  /** The Azure resource group of the target. */
  resource_group: z.optional(z.string()),
  /** Name of the target resource (storage account or Application Insights resource). */
  resource_name: z.optional(z.string()),
};
const blobPath = { blob_path_format_kind: z.optional(openEnum(['WithoutAppId', 'WithAppId'])) };

/**
 * A continuous export to set up: by `type`, a Blob Storage account given by its connection string or through a
 * linked subscription, or an Application Insights resource given by its instrumentation key or through a linked
 * subscription. `backfill` (true when omitted) also exports what was collected before.
 */
export const NewExportConfiguration = z.union([
  model({
    ...common,
    ...blobPath,
    /** Exports to a Blob Storage account given by its connection string. */
    type: z.literal('blob_storage_connection_string'),
    /** The storage account's connection string (not empty). Secret. */
    connection_string: z.string().check(z.minLength(1)),
  }),
  model({
    ...common,
    ...blobPath,
    /** Exports to a Blob Storage account reached through a linked subscription. */
    type: z.literal('blob_storage_linked_subscription'),
    /** Id of the linked subscription (not empty). */
    subscription_id: z.string().check(z.minLength(1)),
  }),
  model({
    ...common,
    /** Exports to an Application Insights resource given by its instrumentation key. */
    type: z.literal('application_insights_instrumentation_key'),
    /** The resource's instrumentation key (not empty). Secret. */
    instrumentation_key: z.string().check(z.minLength(1)),
  }),
  model({
    ...common,
    /** Exports to an Application Insights resource reached through a linked subscription. */
    type: z.literal('application_insights_linked_subscription'),
    /** Id of the linked subscription (not empty). */
    subscription_id: z.string().check(z.minLength(1)),
  }),
]);
/** A continuous export to set up. */
export type NewExportConfiguration = z.infer<typeof NewExportConfiguration>;

/** A continuous export of the app's data to Azure, as the service reports it. */
export const ExportConfiguration = model({
  /** The export's id. */
  id: z.string(),
  /** Kind of target: Blob Storage or Application Insights. */
  export_type: openEnum(['BlobStorage', 'AppInsights']),
  /** When the export was set up (ISO 8601). */
  creation_time: z.string(),
  /** Where the export stands. */
  state: ExportState,
  /** More about the state, e.g. why the export is invalid. */
  state_info: z.optional(z.string()),
  /** When the export last ran successfully (ISO 8601). */
  last_run_time: z.optional(z.string()),
  /** The Azure resource group of the target. */
  resource_group: z.optional(z.string()),
  /** Name of the target resource (storage account or Application Insights resource). */
  resource_name: z.optional(z.string()),
  /** What is exported. */
  export_entities: z.optional(z.array(ExportEntity)),
  /** The settings the export was set up with, secrets left out. */
  export_configuration: z.optional(
    model({
      ...common,
      /** How the target was given. */
      type: ExportConfigurationType,
    }),
  ),
});
/** A continuous export of the app's data. */
export type ExportConfiguration = z.infer<typeof ExportConfiguration>;

/** One page of export configurations; `nextLink` points at the next page. */
export const ExportConfigurationList = model({
  /** The exports of this page. */
  values: z.array(ExportConfiguration),
  /** How many exports there are in all. */
  total: z.optional(z.number()),
  /** Link to the next page; absent on the last page. */
  nextLink: z.optional(z.string()),
});
/** One page of export configurations. */
export type ExportConfigurationList = z.infer<typeof ExportConfigurationList>;
