/** Test support (not shipped): the seeded app's error groups and errors, as the fake holds them. */
import type { AppLifecycleFake, StoredError, StoredErrorGroup } from '../testing/index.js';

const DAY = 86_400_000;

/** Groups (most errors first), errors (newest first) and attachments of the seeded app, and a range holding them all. */
export function seededErrors(fake: AppLifecycleFake) {
  const app = fake.state.findApp(fake.ids.owner, fake.ids.appName)!;
  const errors = fake.state.childrenOf(fake.state.errors, app.id).sort((a, b) => b.ms - a.ms);
  const errorsOf = (groupId: string): StoredError[] => errors.filter((e) => e.errorGroupId === groupId);
  const groups = fake.state
    .childrenOf(fake.state.errorGroups, app.id)
    .sort((a, b) => errorsOf(b.errorGroupId).length - errorsOf(a.errorGroupId).length || a.errorGroupId.localeCompare(b.errorGroupId));
  const withAttachments = errors.find((e) => e.attachments.length > 1)!;
  return {
    appId: app.id,
    groups,
    errors,
    errorsOf,
    biggest: groups[0]! as StoredErrorGroup,
    handled: groups.filter((g) => g.errorType === 'handledError'),
    withAttachments,
    textAttachment: withAttachments.attachments.find((a) => a.attachment.contentType?.startsWith('text/'))!.attachment,
    binaryAttachment: withAttachments.attachments.find((a) => !a.attachment.contentType?.startsWith('text/'))!.attachment,
    /** A start time before every seeded error. */
    start: new Date(fake.now() - 30 * DAY),
  };
}
