import { int64, integer, model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** Criteria ids (numeric, as strings) to include and to exclude. */
export const CriteriaTargeting = model({
  /** Criteria ids targeted. */
  targetedCriteriaIds: z.optional(z.array(int64())),
  /** Criteria ids excluded. */
  excludedCriteriaIds: z.optional(z.array(int64())),
});
export type CriteriaTargeting = z.infer<typeof CriteriaTargeting>;

/** The size of an ad slot; `width` and `height` (pixels) are present for `PIXEL` sizes. */
export const AdSize = model({
  /** The kind of size; `PIXEL` comes with `width` and `height`. */
  type: z.optional(openEnum(['TYPE_UNSPECIFIED', 'PIXEL', 'INTERSTITIAL', 'NATIVE', 'FLUID'])),
  /** Width in pixels, for a `PIXEL` size. */
  width: z.optional(int64()),
  /** Height in pixels, for a `PIXEL` size. */
  height: z.optional(int64()),
});
export type AdSize = z.infer<typeof AdSize>;

/** Ad slot sizes to include and to exclude. */
export const InventorySizeTargeting = model({
  /** Sizes targeted. */
  targetedInventorySizes: z.optional(z.array(AdSize)),
  /** Sizes excluded. */
  excludedInventorySizes: z.optional(z.array(AdSize)),
});
export type InventorySizeTargeting = z.infer<typeof InventorySizeTargeting>;

/** A time of day. */
export const TimeOfDay = model({
  /** Hours, 0 to 23 (24 for the end of the day). */
  hours: z.optional(integer(0, 24)),
  /** Minutes, 0 to 59. */
  minutes: z.optional(integer(0, 59)),
  /** Seconds, 0 to 59 (60 for a leap second). */
  seconds: z.optional(integer(0, 60)),
  /** Fractions of a second, in nanoseconds. */
  nanos: z.optional(integer(0, 999_999_999)),
});
export type TimeOfDay = z.infer<typeof TimeOfDay>;

/** A targeted period of one weekday. */
export const DayPart = model({
  /** The weekday. */
  dayOfWeek: z.optional(openEnum(['DAY_OF_WEEK_UNSPECIFIED', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'])),
  /** Start of the period, to the minute. */
  startTime: z.optional(TimeOfDay),
  /** End of the period, to the minute. */
  endTime: z.optional(TimeOfDay),
});
export type DayPart = z.infer<typeof DayPart>;

/** Weekdays and times targeted, in the seller's or the user's time zone. */
export const DayPartTargeting = model({
  /** The periods targeted. */
  dayParts: z.optional(z.array(DayPart)),
  /** Whether the times are in the seller's or the user's time zone. */
  timeZoneType: z.optional(openEnum(['TIME_ZONE_TYPE_UNSPECIFIED', 'SELLER', 'USER'])),
});
export type DayPartTargeting = z.infer<typeof DayPartTargeting>;

const strings = z.optional(z.array(z.string()));

/**
 * The inventory a deal targets. The buyer may change `daypartTargeting` and `userListTargeting` before the
 * deal is finalized; the other parts are set by the seller.
 */
export const MarketplaceTargeting = model({
  /** Locations targeted and excluded, by criteria id. */
  geoTargeting: z.optional(CriteriaTargeting),
  /** Ad slot sizes targeted and excluded. */
  inventorySizeTargeting: z.optional(InventorySizeTargeting),
  /** User lists targeted and excluded, by criteria id; the buyer may change it. */
  userListTargeting: z.optional(CriteriaTargeting),
  /** Weekdays and times targeted; the buyer may change it. */
  daypartTargeting: z.optional(DayPartTargeting),
  /** Kinds of inventory targeted. */
  inventoryTypeTargeting: z.optional(
    model({
      /** E.g. `BROWSER`, `MOBILE_APP`, `VIDEO_PLAYER`. */
      inventoryTypes: strings,
    }),
  ),
  /** Sites and apps targeted and excluded. */
  placementTargeting: z.optional(
    model({
      /** Sites targeted and excluded, by URL. */
      uriTargeting: z.optional(
        model({
          /** URLs targeted. */
          targetedUris: strings,
          /** URLs excluded. */
          excludedUris: strings,
        }),
      ),
      /** Apps targeted and excluded. */
      mobileApplicationTargeting: z.optional(
        model({
          /** The publisher's own apps targeted and excluded, by app id. */
          firstPartyTargeting: z.optional(
            model({
              /** App ids targeted. */
              targetedAppIds: strings,
              /** App ids excluded. */
              excludedAppIds: strings,
            }),
          ),
        }),
      ),
    }),
  ),
  /** Devices and operating systems targeted and excluded. */
  technologyTargeting: z.optional(
    model({
      /** Device capabilities targeted and excluded, by criteria id. */
      deviceCapabilityTargeting: z.optional(CriteriaTargeting),
      /** Device categories targeted and excluded, by criteria id. */
      deviceCategoryTargeting: z.optional(CriteriaTargeting),
      /** Operating systems and their versions targeted and excluded. */
      operatingSystemTargeting: z.optional(
        model({
          /** Operating systems targeted and excluded, by criteria id. */
          operatingSystemCriteria: z.optional(CriteriaTargeting),
          /** Operating system versions targeted and excluded, by criteria id. */
          operatingSystemVersionCriteria: z.optional(CriteriaTargeting),
        }),
      ),
    }),
  ),
  /** Video ad positions targeted and excluded. */
  videoTargeting: z.optional(
    model({
      /** Positions targeted, e.g. `PREROLL`, `MIDROLL`, `POSTROLL`. */
      targetedPositionTypes: strings,
      /** Positions excluded. */
      excludedPositionTypes: strings,
    }),
  ),
});
export type MarketplaceTargeting = z.infer<typeof MarketplaceTargeting>;
