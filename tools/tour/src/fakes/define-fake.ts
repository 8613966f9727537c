/**
 * One service's fake entry, declared from the package's start function and what is shown of the running fake.
 */
import { corsOption, parseFakeOptions } from './fake-options.js';
import type { FakeEntry, FakeOption, ListenOptions, RunningFake } from './running-fake.js';

/** What every package's fake has. */
type Fake = { readonly url: string; close(): Promise<void> };

/** How one service's fake starts and what the tour and `org-fake` show of it, for {@link defineFake}. */
export interface FakeDefinition<F extends Fake> {
  readonly service: string;
  /** The fake's own options reachable from `org-fake`; see {@link FakeEntry.options}. */
  readonly options?: Readonly<Record<string, FakeOption>>;
  /** Values of the fake's start options used here unless the command line gives others (`pollsToComplete: 1`). */
  readonly defaults?: Readonly<Record<string, unknown>>;
  /** The package's start function (`startWebhooksFake`). */
  start(options: Omit<ListenOptions, 'options'> & Record<string, unknown>): Promise<F>;
  /** Settings and a sample request of the running fake; `given` holds the option texts of the command line. */
  show(fake: F, given: Readonly<Record<string, string>>): Pick<RunningFake<F>, 'settings' | 'sample'>;
}

/**
 * A {@link FakeEntry} that starts the package's fake with the listen options and the parsed command-line options;
 * every fake also takes `cors` ({@link corsOption}), on unless given `false`.
 */
export function defineFake<F extends Fake>(definition: FakeDefinition<F>): FakeEntry<F> {
  const { service } = definition;
  const options = { cors: corsOption, ...definition.options };
  return {
    service,
    options,
    async start({ options: given = {}, ...listen } = {}) {
      const fake = await definition.start({ cors: true, ...definition.defaults, ...listen, ...parseFakeOptions(service, options, given) });
      return { service, url: fake.url, ...definition.show(fake, given), fake, close: () => fake.close() };
    },
  };
}
