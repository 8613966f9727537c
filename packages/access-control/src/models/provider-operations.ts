import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { listResult } from './list-result.js';

/** One operation a resource provider offers, e.g. `Vendor.Compute/virtualMachines/read`. */
export const ProviderOperation = model({
  /** The operation, e.g. `Vendor.Compute/virtualMachines/read`. */
  name: z.optional(z.string()),
  /** The operation's name, for people. */
  displayName: z.optional(z.string()),
  /** What the operation does. */
  description: z.optional(z.string()),
  /** Who may call it: `user`, `system` or `user,system`. */
  origin: z.optional(z.string()),
  /** Whether it is a data action (granted through `dataActions`). */
  isDataAction: z.optional(z.boolean()),
  /** Provider-specific extras. */
  properties: z.optional(z.unknown()),
});
export type ProviderOperation = z.infer<typeof ProviderOperation>;

/** A resource type of a provider and its operations. */
export const ProviderResourceType = model({
  /** The resource type, e.g. `Vendor.Compute/virtualMachines`. */
  name: z.optional(z.string()),
  /** The resource type's name, for people. */
  displayName: z.optional(z.string()),
  /** The operations on resources of this type. */
  operations: z.optional(z.array(ProviderOperation)),
});
export type ProviderResourceType = z.infer<typeof ProviderResourceType>;

/** Operations metadata of one resource provider. */
export const ProviderOperationsMetadata = model({
  /** Full id of the provider's operations metadata. */
  id: z.optional(z.string()),
  /** The provider namespace, e.g. `Vendor.Compute`. */
  name: z.optional(z.string()),
  /** Resource type of the metadata. */
  type: z.optional(z.string()),
  /** The provider's name, for people. */
  displayName: z.optional(z.string()),
  /** Present when `expand` includes `resourceTypes` (the default). */
  resourceTypes: z.optional(z.array(ProviderResourceType)),
  /** Operations on the provider itself. */
  operations: z.optional(z.array(ProviderOperation)),
});
export type ProviderOperationsMetadata = z.infer<typeof ProviderOperationsMetadata>;

/** A page of providers' operations metadata. */
export const ProviderOperationsMetadataList = listResult(ProviderOperationsMetadata);
export type ProviderOperationsMetadataList = z.infer<typeof ProviderOperationsMetadataList>;
