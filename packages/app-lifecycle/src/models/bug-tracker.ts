import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** Kinds of bug trackers. */
export const BugTrackerType = openEnum(['github', 'vsts', 'jira']);

/** The app's bug tracker link. */
export const BugTrackerSettings = model({
  /** Which bug tracker the app is linked to. */
  type: z.optional(BugTrackerType),
  /** Whether the link works; `unauthorized` when the tracker no longer accepts its token. */
  state: z.optional(openEnum(['enabled', 'disabled', 'unauthorized'])),
  /** Id of the OAuth token the service uses to reach the tracker. */
  token_id: z.optional(z.string()),
  /** Which events open an issue in the tracker. */
  event_types: z.optional(z.array(openEnum(['newCrashGroupCreated', 'newAppReleased']))),
  /** Tracker-specific settings: the account or organisation owning the repository or project, and where the tracker calls back. */
  settings: z.optional(
    model({
      /** The account or organisation owning the repository or project at the tracker. */
      owner_name: z.string(),
      /** Which bug tracker the settings are for. */
      type: BugTrackerType,
      /** Where the tracker sends its callbacks. */
      callback_url: z.optional(z.string()),
    }),
  ),
});
/** The app's bug tracker link. */
export type BugTrackerSettings = z.infer<typeof BugTrackerSettings>;

/** The tracker issue filed for a crash group. */
export const BugTrackerIssue = model({
  /** The issue's id at the tracker. */
  id: z.optional(z.string()),
  /** The issue's title. */
  title: z.optional(z.string()),
  /** URL of the issue at the tracker. */
  url: z.optional(z.string()),
  /** The repository or project the issue is in. */
  repo_name: z.optional(z.string()),
  /** Which bug tracker holds the issue. */
  bug_tracker_type: z.optional(BugTrackerType),
  /** The event that opened the issue. */
  event_type: z.optional(z.string()),
  /** Id, in this service, of what the issue is about (e.g. a crash group). */
  mobile_center_id: z.optional(z.string()),
});
/** The tracker issue filed for a crash group. */
export type BugTrackerIssue = z.infer<typeof BugTrackerIssue>;
