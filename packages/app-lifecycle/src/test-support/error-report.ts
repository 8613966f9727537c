/** Test support (not shipped): error reports made on real sessions of the seeded log, for `reportError`. */
import type { AppLifecycleFake, ErrorCause, ErrorReport } from '../testing/index.js';

/** A cause no seeded error has. */
export const newCause: ErrorCause = {
  type: 'java.lang.ArithmeticException',
  message: 'divide by zero',
  className: 'com.example.testapp.cart.Totals',
  method: 'average',
  classMethod: false,
  appCode: true,
  file: 'Totals.java',
  line: 19,
};

/**
 * A report of `cause` (a new one by default) from the device and session of the seeded log's latest record of
 * `version`, at `at` (one second after that record by default).
 */
export function reportOn(fake: AppLifecycleFake, appId: string, overrides: Partial<ErrorReport> & { version?: string } = {}): ErrorReport {
  const { version = '2.0.0', ...rest } = overrides;
  const record = fake.state.extrasOf(appId).log.findLast((r) => r.device.app_version === version)!;
  return {
    errorType: 'handledError',
    at: record.ms + 1_000,
    installId: record.install_id,
    sessionId: record.session_id,
    device: record.device,
    cause: newCause,
    stacktrace: { title: `${newCause.className}.${newCause.method}`, exception: { type: newCause.type, reason: newCause.message, frames: [] } },
    ...rest,
  };
}
