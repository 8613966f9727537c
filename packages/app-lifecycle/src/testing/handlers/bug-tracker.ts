/** The bug tracker link of the app and the issues filed for its crash groups. */
import { fakeError, json } from '@org/http-core/testing';
import { appOf, type FakeContext } from '../context.js';
import type { Handlers } from './types.js';

/** Handlers of `bugTracker.*`. */
export function bugTrackerHandlers(fake: FakeContext): Handlers {
  return {
    'bugTracker.getSettings': (req) => {
      const app = appOf(fake, req);
      const tracker = fake.state.extrasOf(app.id).bugTracker;
      if (!tracker) throw fakeError(404, undefined, `${app.name} has no bug tracker`);
      return json(200, tracker.settings);
    },
    'bugTracker.getCrashGroupIssue': (req) => {
      const app = appOf(fake, req);
      const issue = fake.state.extrasOf(app.id).bugTracker?.issues.get(req.params.crash_group_id!);
      if (!issue) throw fakeError(404, undefined, `No tracker issue for crash group ${req.params.crash_group_id}`);
      return json(200, issue);
    },
  };
}
