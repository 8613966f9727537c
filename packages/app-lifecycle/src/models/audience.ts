import { inputRecordOf, model, openEnum, recordOf } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** Types a custom or device property can have. */
export const PropertyType = openEnum(['string', 'number', 'boolean', 'date_time']);
/** Types a custom or device property can have. */
export type PropertyType = z.infer<typeof PropertyType>;

/** Property names mapped to their types, as answers hold them. */
export const PropertyTypes = recordOf(PropertyType);
/** Property names mapped to their types. */
export type PropertyTypes = z.infer<typeof PropertyTypes>;

/** An audience: a named definition over device and custom properties. */
export const Audience = model({
  /** The audience's name, unique in the app. */
  name: z.optional(z.string()),
  /** The filter that selects the audience's devices, an OData expression over device and custom properties. */
  definition: z.optional(z.string()),
  /** What the audience is for. */
  description: z.optional(z.string()),
  /** About how many devices the audience holds. */
  estimated_count: z.optional(z.number()),
  /** `Calculating` while the service counts the audience, then `Ready`; `Disabled` when turned off. */
  state: z.optional(openEnum(['Calculating', 'Ready', 'Disabled'])),
});
/** An audience. */
export type Audience = z.infer<typeof Audience>;

/** One page of audiences; `nextLink` points at the next page. */
export const AudienceList = model({
  /** The audiences of this page. */
  values: z.array(Audience),
  /** Link to the next page; absent on the last page. */
  nextLink: z.optional(z.string()),
});
/** One page of audiences. */
export type AudienceList = z.infer<typeof AudienceList>;

/** Body of `audiences.createOrUpdate` and `audiences.testDefinition`. */
export const AudienceDefinition = model({
  /** The filter that selects the audience's devices, an OData expression (not empty). */
  definition: z.string().check(z.minLength(1)),
  /** What the audience is for. */
  description: z.optional(z.string()),
  /** Whether the audience is in use. */
  enabled: z.optional(z.boolean()),
  /** Types of the custom properties the definition uses, by name. */
  custom_properties: z.optional(inputRecordOf(PropertyType)),
});
/** Body of `audiences.createOrUpdate` and `audiences.testDefinition`. */
export type AudienceDefinition = z.input<typeof AudienceDefinition>;

/** What a tested definition would select. */
export const AudienceTestResult = model({
  /** The filter that was tested, an OData expression. */
  definition: z.optional(z.string()),
  /** Types of the custom properties the definition uses, by name. */
  custom_properties: z.optional(PropertyTypes),
  /** About how many devices the definition selects. */
  estimated_count: z.optional(z.number()),
  /** About how many devices the app has in all. */
  estimated_total_count: z.optional(z.number()),
});
/** What a tested definition would select. */
export type AudienceTestResult = z.infer<typeof AudienceTestResult>;

/** Known properties and their types. */
export const PropertyTypeList = model({
  /** Property names mapped to their types. */
  values: PropertyTypes,
});
/** Known properties and their types. */
export type PropertyTypeList = z.infer<typeof PropertyTypeList>;

/** Values seen for a device property. */
export const PropertyValueList = model({
  /** The values seen for the property. */
  values: z.array(z.string()),
});
/** Values seen for a device property. */
export type PropertyValueList = z.infer<typeof PropertyValueList>;
