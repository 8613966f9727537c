import { createStore, fakeError } from '@org/http-core/testing';
import type { EventType } from '../models/event-type.js';
import type { Settings } from '../models/settings.js';
import type { Subscription } from '../models/subscription.js';

/** A subscription as the fake keeps it: the resource, its app, and whether it was archived. */
export interface StoredSubscription {
  readonly appId: number;
  readonly archived: boolean;
  readonly subscription: Subscription;
}

/** What a new subscription is made from: the documented fields, and any others (kept as given). */
export interface NewSubscription {
  /** Any string through `unknownEnumValue`: this is not checked. */
  readonly eventType: EventType;
  readonly propertyName?: string;
  readonly active?: boolean;
  readonly [field: string]: unknown;
}

/** Options of {@link WebhooksFakeState}. */
export interface WebhooksFakeStateOptions {
  /** The apps that exist; others answer 404. */
  readonly appIds: readonly number[];
  /** The clock used for `createdAt` and `updatedAt`. */
  readonly now: () => Date;
}

const readOnlySettingsFields = new Set(['createdAt', 'updatedAt']);
const readOnlySubscriptionFields = new Set(['id', 'createdAt', 'updatedAt']);

/**
 * The fake's state, which tests may read and change directly: each app's settings (one target URL at
 * most) and the subscriptions of every app. Subscription ids are numbered `1`, `2`, ... across apps and
 * restart at `1` after `reset()`. Everything handed out is a copy.
 */
export class WebhooksFakeState {
  readonly #settings = createStore<Settings>();
  readonly #subscriptions = createStore<StoredSubscription>({ idPrefix: '' });
  readonly #apps: ReadonlySet<number>;
  readonly #now: () => Date;

  constructor(options: WebhooksFakeStateOptions) {
    this.#apps = new Set(options.appIds);
    this.#now = options.now;
  }

  /** The apps that exist. */
  get appIds(): readonly number[] {
    return [...this.#apps];
  }

  /** Whether the app exists. */
  hasApp(appId: number): boolean {
    return this.#apps.has(appId);
  }

  /** Throws the fake's 404 for an app that does not exist. */
  requireApp(appId: number): void {
    if (!this.hasApp(appId)) throw fakeError(404, 'OBJECT_NOT_FOUND', `No app ${appId}`);
  }

  /** The current time as an ISO string. */
  timestamp(): string {
    return this.#now().toISOString();
  }

  /** The app's settings, or `undefined` when none are configured. */
  settings(appId: number): Settings | undefined {
    return this.#settings.get(String(appId));
  }

  /**
   * Configures the app's settings, replacing any earlier ones (an app has one target URL). Fields the
   * fake does not know are kept; `createdAt` survives a replacement, `updatedAt` is set each time.
   */
  configureSettings(appId: number, input: Readonly<Record<string, unknown>>): Settings {
    const now = this.timestamp();
    const previous = this.settings(appId);
    const settings = { ...withoutFields(input, readOnlySettingsFields), createdAt: previous?.createdAt ?? now, updatedAt: now } as Settings;
    return this.#settings.set(String(appId), settings);
  }

  /** Removes the app's settings; `false` when it had none. */
  clearSettings(appId: number): boolean {
    return this.#settings.delete(String(appId));
  }

  /** The app's subscriptions, oldest first; archived ones only when asked. */
  subscriptions(appId: number, options: { includeArchived?: boolean } = {}): Subscription[] {
    return this.#subscriptions
      .list((stored) => stored.appId === appId && (options.includeArchived === true || !stored.archived))
      .map((stored) => stored.subscription);
  }

  /** A subscription of the app that is not archived, or `undefined`. */
  subscription(appId: number, id: string | number): Subscription | undefined {
    const stored = this.#subscriptions.get(String(id));
    return stored && stored.appId === appId && !stored.archived ? stored.subscription : undefined;
  }

  /** Whether the subscription exists in the app and was archived. */
  isArchived(appId: number, id: string | number): boolean {
    const stored = this.#subscriptions.get(String(id));
    return stored !== undefined && stored.appId === appId && stored.archived;
  }

  /**
   * Adds a subscription to the app, inactive unless `active` is `true`. Fields the fake does not know
   * are kept. Does not check the event type: tests may add values the service documents nowhere.
   */
  addSubscription(appId: number, input: NewSubscription): Subscription {
    const createdAt = this.timestamp();
    const stored = this.#subscriptions.create((id) => ({
      appId,
      archived: false,
      subscription: {
        ...withoutFields(input, readOnlySubscriptionFields),
        id,
        eventType: input.eventType,
        ...(input.propertyName === undefined ? {} : { propertyName: input.propertyName }),
        active: input.active ?? false,
        createdAt,
      },
    }));
    return stored.subscription;
  }

  /** Activates or pauses a subscription of the app; `undefined` when there is none (or it was archived). */
  setActive(appId: number, id: string | number, active: boolean): Subscription | undefined {
    if (!this.subscription(appId, id)) return undefined;
    const updatedAt = this.timestamp();
    return this.#subscriptions.update(String(id), (stored) => ({ ...stored, subscription: { ...stored.subscription, active, updatedAt } }))
      ?.subscription;
  }

  /** Archives a subscription of the app: it leaves `list` and `get`. `false` when there is none (or it was archived). */
  archiveSubscription(appId: number, id: string | number): boolean {
    if (!this.subscription(appId, id)) return false;
    const updatedAt = this.timestamp();
    this.#subscriptions.update(String(id), (stored) => ({
      ...stored,
      archived: true,
      subscription: { ...stored.subscription, active: false, updatedAt },
    }));
    return true;
  }

  /** Forgets every setting and subscription; ids restart at `1`. */
  reset(): void {
    this.#settings.reset();
    this.#subscriptions.reset();
  }
}

function withoutFields(input: Readonly<Record<string, unknown>>, fields: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (!fields.has(key)) out[key] = value;
  return out;
}
