import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** Kinds of bug trackers. */
export const BugTrackerType = openEnum(['github', 'vsts', 'jira']);

/** The app's bug tracker link. */
export const BugTrackerSettings = model({
  type: z.optional(BugTrackerType),
  state: z.optional(openEnum(['enabled', 'disabled', 'unauthorized'])),
  token_id: z.optional(z.string()),
  event_types: z.optional(z.array(openEnum(['newCrashGroupCreated', 'newAppReleased']))),
  settings: z.optional(model({ owner_name: z.string(), type: BugTrackerType, callback_url: z.optional(z.string()) })),
});
/** The app's bug tracker link. */
export type BugTrackerSettings = z.infer<typeof BugTrackerSettings>;

/** The tracker issue filed for a crash group. */
export const BugTrackerIssue = model({
  id: z.optional(z.string()),
  title: z.optional(z.string()),
  url: z.optional(z.string()),
  repo_name: z.optional(z.string()),
  bug_tracker_type: z.optional(BugTrackerType),
  event_type: z.optional(z.string()),
  mobile_center_id: z.optional(z.string()),
});
/** The tracker issue filed for a crash group. */
export type BugTrackerIssue = z.infer<typeof BugTrackerIssue>;
