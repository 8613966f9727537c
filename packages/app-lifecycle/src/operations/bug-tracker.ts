import { defineOperation } from '@org/http-core';
import { BugTrackerIssue, BugTrackerSettings } from '../models/bug-tracker.js';
import { appName, appParams, crashGroupId, ownerName } from './params.js';

/** Gets the bug tracker settings of the app. */
export const bugTrackerGetSettings = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/bugtracker',
  summary: 'Bug tracker settings',
  pathParams: appParams,
  response: BugTrackerSettings,
});

/** Gets the tracker issue filed for a crash group. */
export const bugTrackerGetCrashGroupIssue = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/bugtracker/crashGroup/{crash_group_id}',
  summary: 'Project issue related to a crash group',
  pathParams: { ownerName, appName, crashGroupId },
  response: BugTrackerIssue,
});

/** The app's bug tracker link. */
export const bugTrackerGroup = {
  getSettings: bugTrackerGetSettings,
  getCrashGroupIssue: bugTrackerGetCrashGroupIssue,
};
