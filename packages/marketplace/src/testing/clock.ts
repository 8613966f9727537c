/**
 * The fake's clock: starts at a fixed instant and moves one second per change, so timestamps (and filters
 * on them) are the same in every run.
 */

/** Where the clock starts. */
export const CLOCK_START = Date.parse('2024-03-01T00:00:00.000Z');

/** A deterministic clock. */
export class FakeClock {
  #ticks = 0;

  /** The current instant, RFC 3339. */
  now(): string {
    return new Date(CLOCK_START + this.#ticks * 1000).toISOString();
  }

  /** Moves one second on and returns the new instant. */
  tick(): string {
    this.#ticks++;
    return this.now();
  }

  /** Back to the start. */
  reset(): void {
    this.#ticks = 0;
  }
}
