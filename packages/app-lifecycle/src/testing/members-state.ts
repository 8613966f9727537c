/**
 * The fake's people of apps: collaborators (users an accepted app invitation gave permissions on an app), pending
 * app invitations with their tokens, and the invitation e-mails the fake has "sent", where tests read the tokens.
 * Nothing is seeded; `reset()` empties it.
 */
import { createStore, type MemoryStore } from '@org/http-core/testing';
import type { AppUser } from '../index.js';
import { dice, type Dice } from './random.js';

/** A permission a user holds on an app. */
export type AppPermission = NonNullable<AppUser['permissions']>[number];

/** A user who collaborates on an app, by {@link childKey}(app id, user id). */
export interface StoredCollaborator {
  readonly appId: string;
  readonly userId: string;
  permissions: AppPermission[];
}

/** A pending invitation to an app, by {@link childKey}(app id, lower-case e-mail). */
export interface StoredAppInvitation {
  readonly appId: string;
  readonly id: string;
  /** What the invitation e-mail carries; `appInvitations.accept` and `reject` take it. */
  readonly token: string;
  readonly email: string;
  permissions: AppPermission[];
  readonly role?: string;
  /** Id of the user who invited. */
  readonly invitedBy: string;
}

/** An invitation e-mail the fake sent: to an app (with the token to accept it) or to a distribution group. */
export interface SentInvitation {
  readonly to: string;
  readonly kind: 'app' | 'distributionGroup';
  /** `owner/app` for an app invitation; the group's name for a group invitation. */
  readonly subject: string;
  /** The token to accept or reject an app invitation with (group invitations are accepted all at once, without one). */
  readonly token?: string;
  /** When it was sent (the fake's clock, ISO 8601). */
  readonly at: string;
}

/** Collaborators, app invitations and sent invitation e-mails. */
export class MembersState {
  readonly collaborators: MemoryStore<StoredCollaborator> = createStore<StoredCollaborator>();
  readonly appInvitations: MemoryStore<StoredAppInvitation> = createStore<StoredAppInvitation>();
  /** Invitation e-mails sent, oldest first. */
  readonly sent: SentInvitation[] = [];
  /** Ids and tokens of invitations; restarts on `reset()`. */
  ids: Dice = dice(0x1e7);

  /** Empties everything. */
  reset(): void {
    this.collaborators.reset();
    this.appInvitations.reset();
    this.sent.length = 0;
    this.ids = dice(0x1e7);
  }

  /** Everything of an app, removed with the app. */
  deleteApp(appId: string): void {
    for (const store of [this.collaborators, this.appInvitations] as MemoryStore<{ appId: string }>[]) {
      for (const [id, item] of store.entries()) if (item.appId === appId) store.delete(id);
    }
  }

  /** The token of the latest app invitation e-mail sent to an address, for a test to accept or reject it with. */
  tokenFor(email: string): string | undefined {
    return this.sent.findLast((m) => m.kind === 'app' && m.to.toLowerCase() === email.toLowerCase())?.token;
  }
}
