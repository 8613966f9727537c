/**
 * A service's part of the tour: how to make its client for a target, and its steps.
 */
import type { ClientOptions } from '@org/http-core';
import type { FakeEntry } from '../fakes/running-fake.js';
import type { TourStep } from './step.js';

/** Where a service's tour runs: its fake, or a deployment given on the command line. */
export interface Target<F = unknown> {
  readonly baseUrl: string;
  /** Credentials and ids by name (`token`, `apiKey`, `subscriptionId`, ...). */
  readonly settings: Readonly<Record<string, string>>;
  /** The package's fake; `undefined` against a real deployment. */
  readonly fake: F | undefined;
}

/** Client options every tour client gets (logging for `--verbose`, quick retries). */
export type CommonClientOptions = Pick<ClientOptions, 'logger' | 'logLevel' | 'retry'>;

/** What a step receives. */
export interface StepContext<Client, F> {
  readonly client: Client;
  readonly target: Target<F>;
  /** The options the step's client was made with, for any other client a step makes. */
  readonly common: CommonClientOptions;
}

/** The tour of one service. */
export interface ServiceTour<Client = unknown, F = unknown> {
  /** Package directory name, e.g. `access-control`: its fake's. */
  readonly service: string;
  readonly fake: FakeEntry<F>;
  /** Settings the tour needs against a deployment (`--set name=value`); the fake supplies its own. */
  readonly settingNames: readonly string[];
  client(target: Target<F>, common: CommonClientOptions): Client;
  readonly steps: readonly TourStep<StepContext<Client, F>>[];
}

/** Declares a service tour with its types checked; its `service` is its fake's. */
export function defineTour<Client, F>(tour: Omit<ServiceTour<Client, F>, 'service'>): ServiceTour<Client, F> {
  return { ...tour, service: tour.fake.service };
}
