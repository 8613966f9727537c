import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** Types a custom or device property can have. */
export const PropertyType = openEnum(['string', 'number', 'boolean', 'date_time']);
/** Types a custom or device property can have. */
export type PropertyType = z.infer<typeof PropertyType>;

/** Property names mapped to their types. */
export const PropertyTypes = z.record(z.string(), PropertyType);
/** Property names mapped to their types. */
export type PropertyTypes = z.infer<typeof PropertyTypes>;

/** An audience: a named definition over device and custom properties. */
export const Audience = model({
  name: z.optional(z.string()),
  definition: z.optional(z.string()),
  description: z.optional(z.string()),
  estimated_count: z.optional(z.number()),
  state: z.optional(openEnum(['Calculating', 'Ready', 'Disabled'])),
});
/** An audience. */
export type Audience = z.infer<typeof Audience>;

/** One page of audiences; `nextLink` points at the next page. */
export const AudienceList = model({
  values: z.array(Audience),
  nextLink: z.optional(z.string()),
});
/** One page of audiences. */
export type AudienceList = z.infer<typeof AudienceList>;

/** Body of `audiences.createOrUpdate` and `audiences.testDefinition`. */
export const AudienceDefinition = model({
  definition: z.string().check(z.minLength(1)),
  description: z.optional(z.string()),
  enabled: z.optional(z.boolean()),
  custom_properties: z.optional(PropertyTypes),
});
/** Body of `audiences.createOrUpdate` and `audiences.testDefinition`. */
export type AudienceDefinition = z.input<typeof AudienceDefinition>;

/** What a tested definition would select. */
export const AudienceTestResult = model({
  definition: z.optional(z.string()),
  custom_properties: z.optional(PropertyTypes),
  estimated_count: z.optional(z.number()),
  estimated_total_count: z.optional(z.number()),
});
/** What a tested definition would select. */
export type AudienceTestResult = z.infer<typeof AudienceTestResult>;

/** Known properties and their types. */
export const PropertyTypeList = model({
  values: PropertyTypes,
});
/** Known properties and their types. */
export type PropertyTypeList = z.infer<typeof PropertyTypeList>;

/** Values seen for a device property. */
export const PropertyValueList = model({
  values: z.array(z.string()),
});
/** Values seen for a device property. */
export type PropertyValueList = z.infer<typeof PropertyValueList>;
