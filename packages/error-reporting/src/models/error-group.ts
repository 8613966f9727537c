import { model, openEnum, plainCheck } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { resourceNameSchema } from '@org/http-core/google';
import { GROUP_NAME } from '../resource-names.js';

/** Whether `text` is an absolute http or https URL. */
function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Resolution status of a group; `RESOLUTION_STATUS_UNSPECIFIED` counts as `OPEN`. */
export const ResolutionStatus = openEnum(['RESOLUTION_STATUS_UNSPECIFIED', 'OPEN', 'ACKNOWLEDGED', 'RESOLVED', 'MUTED']);
/** Resolution status of a group. */
export type ResolutionStatus = z.infer<typeof ResolutionStatus>;

/** An issue in a tracker about a group. */
export const TrackingIssue = model({
  /** Address of the issue, e.g. `https://github.com/acme/shop/issues/4`. */
  url: z.optional(z.string()),
});
/** An issue in a tracker about a group. */
export type TrackingIssue = z.infer<typeof TrackingIssue>;

/** A group of similar error events. */
export const ErrorGroup = model({
  /** `projects/{project}/groups/{group}`. */
  name: z.optional(z.string()),
  /** Opaque id assigned by the service; the last segment of `name`. */
  groupId: z.optional(z.string()),
  /** Issues tracking the group. */
  trackingIssues: z.optional(z.array(TrackingIssue)),
  /** Whether the group is open, acknowledged, resolved or muted. */
  resolutionStatus: z.optional(ResolutionStatus),
});
/** A group of similar error events. */
export type ErrorGroup = z.infer<typeof ErrorGroup>;

/**
 * The new data of a group (`groups.update` replaces it whole: a field left out is cleared). `name` and `groupId`,
 * when given, must be the group's own; tracking issue URLs must be http(s) addresses.
 */
export const ErrorGroupUpdate = model({
  /** `projects/{project}/groups/{group}`; when given, the group's own name. */
  name: z.optional(resourceNameSchema(GROUP_NAME)),
  /** The service's id of the group; when given, the group's own. */
  groupId: z.optional(z.string()),
  /** Issues tracking the group, each by its http(s) URL. */
  trackingIssues: z.optional(
    z.array(
      model({
        /** The issue's address in the issue tracker: an http(s) URL. */
        url: z.optional(z.string().check(plainCheck(isHttpUrl, 'must be an http(s) URL'))),
      }),
    ),
  ),
  /** Whether the group is open, acknowledged, resolved or muted. */
  resolutionStatus: z.optional(ResolutionStatus),
});
/** The new data of a group. */
export type ErrorGroupUpdate = z.input<typeof ErrorGroupUpdate>;
