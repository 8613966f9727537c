/**
 * Sockets, servers and timers a test run leaves behind: what would keep the process from exiting.
 */
import { waitFor } from './settle.js';

/** Counts of open sockets, listening servers and pending timers. */
export interface HandleCounts {
  TCPSocketWrap: number;
  TCPServerWrap: number;
  Timeout: number;
}

/** Counts of the watched handle kinds now. */
export function openHandles(): HandleCounts {
  const counts = { TCPSocketWrap: 0, TCPServerWrap: 0, Timeout: 0 };
  for (const kind of process.getActiveResourcesInfo()) if (kind in counts) counts[kind as keyof typeof counts]++;
  return counts;
}

/**
 * Waits until no socket or server is open and no more timers are pending than `baseline` (the test runner's
 * own); throws naming what is left.
 */
export async function expectNoLeftovers(baseline: HandleCounts): Promise<void> {
  const clean = () => {
    const now = openHandles();
    return now.TCPSocketWrap === 0 && now.TCPServerWrap === 0 && now.Timeout <= baseline.Timeout;
  };
  try {
    await waitFor(clean, 'sockets and timers to close', 3_000);
  } catch {
    throw new Error(`Left open after the calls ended: ${JSON.stringify(openHandles())} (timers before: ${baseline.Timeout})`);
  }
}
