/**
 * Runs service tours: starts each fake (or targets a deployment), runs the steps in order, and records each.
 */
import { logLevelVariable, type Logger } from '@org/http-core';
import type { RunningFake } from '../fakes/running-fake.js';
import { showProgress } from './progress.js';
import { stepLine, type StepRecord } from './report.js';
import type { CommonClientOptions, ServiceTour, Target } from './service-tour.js';

/** How to run. */
export interface RunOptions {
  /** A deployment instead of the fake. */
  readonly baseUrl?: string | undefined;
  readonly settings?: Readonly<Record<string, string>>;
  /**
   * Print the clients' log lines under each step, at the level the `ORG_SDK_LOG` environment variable sets
   * (`npm start -- --verbose` sets it to `debug`: every request and response). Also on when `ORG_SDK_LOG` is set.
   */
  readonly verbose?: boolean;
  /** Where lines go. Default `console.log`. */
  readonly print?: (line: string) => void;
}

/** Runs the tours one after the other and returns every step's record. */
export async function runTours(tours: readonly ServiceTour<unknown, unknown>[], options: RunOptions = {}): Promise<StepRecord[]> {
  const print = options.print ?? ((line: string) => console.log(line));
  const records: StepRecord[] = [];
  for (const tour of tours) records.push(...(await runTour(tour, options, print)));
  return records;
}

async function runTour(tour: ServiceTour<unknown, unknown>, options: RunOptions, print: (line: string) => void): Promise<StepRecord[]> {
  const records: StepRecord[] = [];
  let running: RunningFake | undefined;
  let target: Target;
  if (options.baseUrl === undefined) {
    running = await tour.fake.start();
    target = { baseUrl: running.url, settings: running.settings, fake: running.fake };
  } else {
    const settings = options.settings ?? {};
    const missing = missingSettings(tour, settings);
    if (missing !== undefined) throw new Error(missing);
    target = { baseUrl: options.baseUrl, settings, fake: undefined };
  }
  try {
    const common: CommonClientOptions = {
      retry: { baseDelayMs: 20 },
      // The level is the clients' default: ORG_SDK_LOG's.
      logger: options.verbose || process.env[logLevelVariable] !== undefined ? verboseLogger(print) : quiet,
    };
    const client = tour.client(target, common);
    for (const step of tour.steps) {
      if (step.fakeOnly && target.fake === undefined) {
        const record: StepRecord = { service: tour.service, task: step.task, status: 'skipped', operations: [], result: 'needs the fake', ms: 0 };
        records.push(record);
        print(stepLine(record));
        continue;
      }
      const done = showProgress(`${tour.service}: ${step.task}`);
      const started = performance.now();
      let record: StepRecord;
      try {
        const outcome = await step.run({ client, target, common });
        record = { service: tour.service, task: step.task, status: 'ok', ...outcome, ms: Math.round(performance.now() - started) };
      } catch (error) {
        const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        record = { service: tour.service, task: step.task, status: 'failed', operations: [], result: message, ms: Math.round(performance.now() - started) };
      } finally {
        done();
      }
      records.push(record);
      print(stepLine(record));
    }
  } finally {
    await running?.close();
  }
  return records;
}

/**
 * What a tour against a deployment lacks of its settings, as one line naming each option and variable
 * (`webhooks needs --set apiKey=... (or ORG_TOUR_API_KEY)`), or `undefined` when nothing is missing.
 */
export function missingSettings(tour: ServiceTour<unknown, unknown>, settings: Readonly<Record<string, string>>): string | undefined {
  const missing = tour.settingNames.filter((name) => settings[name] === undefined);
  if (missing.length === 0) return undefined;
  const variable = (name: string) => `ORG_TOUR_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
  return `${tour.service} needs ${missing.map((name) => `--set ${name}=...`).join(' ')} to run against a deployment (or ${missing.map(variable).join(', ')} in the environment)`;
}

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** Prints the core's log lines (already redacted) indented under the step. */
function verboseLogger(print: (line: string) => void): Logger {
  const line = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    print(`       ${level} ${message}${fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : ''}`);
  return { debug: line('>'), info: line('i'), warn: line('!'), error: line('x') };
}
