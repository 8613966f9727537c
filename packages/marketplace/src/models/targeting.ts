import { int64, model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** Criteria ids (numeric, as strings) to include and to exclude. */
export const CriteriaTargeting = model({
  targetedCriteriaIds: z.optional(z.array(int64())),
  excludedCriteriaIds: z.optional(z.array(int64())),
});
export type CriteriaTargeting = z.infer<typeof CriteriaTargeting>;

/** The size of an ad slot; `width` and `height` (pixels) are present for `PIXEL` sizes. */
export const AdSize = model({
  type: z.optional(openEnum(['TYPE_UNSPECIFIED', 'PIXEL', 'INTERSTITIAL', 'NATIVE', 'FLUID'])),
  width: z.optional(int64()),
  height: z.optional(int64()),
});
export type AdSize = z.infer<typeof AdSize>;

/** Ad slot sizes to include and to exclude. */
export const InventorySizeTargeting = model({
  targetedInventorySizes: z.optional(z.array(AdSize)),
  excludedInventorySizes: z.optional(z.array(AdSize)),
});
export type InventorySizeTargeting = z.infer<typeof InventorySizeTargeting>;

/** A time of day. */
export const TimeOfDay = model({
  hours: z.optional(z.number().check(z.int(), z.gte(0), z.lte(24))),
  minutes: z.optional(z.number().check(z.int(), z.gte(0), z.lte(59))),
  seconds: z.optional(z.number().check(z.int(), z.gte(0), z.lte(60))),
  nanos: z.optional(z.number().check(z.int(), z.gte(0), z.lte(999_999_999))),
});
export type TimeOfDay = z.infer<typeof TimeOfDay>;

/** A targeted period of one weekday. */
export const DayPart = model({
  dayOfWeek: z.optional(openEnum(['DAY_OF_WEEK_UNSPECIFIED', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'])),
  startTime: z.optional(TimeOfDay),
  endTime: z.optional(TimeOfDay),
});
export type DayPart = z.infer<typeof DayPart>;

/** Weekdays and times targeted, in the seller's or the user's time zone. */
export const DayPartTargeting = model({
  dayParts: z.optional(z.array(DayPart)),
  timeZoneType: z.optional(openEnum(['TIME_ZONE_TYPE_UNSPECIFIED', 'SELLER', 'USER'])),
});
export type DayPartTargeting = z.infer<typeof DayPartTargeting>;

const strings = z.optional(z.array(z.string()));

/**
 * The inventory a deal targets. The buyer may change `daypartTargeting` and `userListTargeting` before the
 * deal is finalized; the other parts are set by the seller.
 */
export const MarketplaceTargeting = model({
  geoTargeting: z.optional(CriteriaTargeting),
  inventorySizeTargeting: z.optional(InventorySizeTargeting),
  userListTargeting: z.optional(CriteriaTargeting),
  daypartTargeting: z.optional(DayPartTargeting),
  inventoryTypeTargeting: z.optional(model({ inventoryTypes: strings })),
  placementTargeting: z.optional(
    model({
      uriTargeting: z.optional(model({ targetedUris: strings, excludedUris: strings })),
      mobileApplicationTargeting: z.optional(
        model({ firstPartyTargeting: z.optional(model({ targetedAppIds: strings, excludedAppIds: strings })) }),
      ),
    }),
  ),
  technologyTargeting: z.optional(
    model({
      deviceCapabilityTargeting: z.optional(CriteriaTargeting),
      deviceCategoryTargeting: z.optional(CriteriaTargeting),
      operatingSystemTargeting: z.optional(
        model({
          operatingSystemCriteria: z.optional(CriteriaTargeting),
          operatingSystemVersionCriteria: z.optional(CriteriaTargeting),
        }),
      ),
    }),
  ),
  videoTargeting: z.optional(model({ targetedPositionTypes: strings, excludedPositionTypes: strings })),
});
export type MarketplaceTargeting = z.infer<typeof MarketplaceTargeting>;
