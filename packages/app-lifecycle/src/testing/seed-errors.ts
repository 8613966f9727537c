/**
 * Seeded errors, reported the way an app's SDK reports them and grouped by the fake's own rules: every
 * seeded crash as an unhandled error (same ids as in the deprecated crash operations, so a crash group's id is
 * its error group's id), and handled errors in the middle of real sessions of the seeded log.
 */
import type { StackFrame, Stacktrace } from '../index.js';
import { recordError, type ErrorBook } from './error-reports.js';
import { dice } from './random.js';
import type { ErrorCause, LogRecord, StoredCrash, StoredCrashGroup, StoredError, StoredErrorGroup } from './records.js';

interface HandledPlan {
  readonly version: string;
  readonly errors: number;
  readonly cause: ErrorCause;
  readonly properties: Readonly<Record<string, string>>;
  readonly attachment?: { readonly fileName: string; readonly content: string };
}

const handledPlans: readonly HandledPlan[] = [
  {
    version: '2.0.0',
    errors: 6,
    cause: {
      type: 'java.net.SocketTimeoutException',
      message: 'timeout after 10000 ms',
      className: 'com.example.testapp.net.ApiClient',
      method: 'fetch',
      classMethod: false,
      appCode: true,
      file: 'ApiClient.java',
      line: 57,
    },
    properties: { endpoint: '/v1/cart', retried: 'false' },
    attachment: { fileName: 'request.txt', content: 'GET /v1/cart\nAccept: application/json\n' },
  },
  {
    version: '1.1.0',
    errors: 3,
    cause: {
      type: 'org.json.JSONException',
      message: 'Unterminated object at character 12',
      className: 'com.example.testapp.profile.ProfileParser',
      method: 'parse',
      classMethod: true,
      appCode: true,
      file: 'ProfileParser.java',
      line: 30,
    },
    properties: { screen: 'Profile' },
  },
];

/** The stack trace of a handled error: the app's frame, then the platform's. */
function handledStacktrace(cause: ErrorCause): Stacktrace {
  const frame = (className: string, method: string, appCode: boolean): StackFrame => ({
    code_formatted: `${className}.${method}(${appCode ? `${cause.file}:${cause.line}` : 'Unknown Source'})`,
    code_raw: `at ${className}.${method}`,
    app_code: appCode,
    class_name: className,
    method,
    ...(appCode ? { file: cause.file, line: cause.line } : {}),
    language: 'Java',
    relevant: appCode,
  });
  return {
    title: `${cause.className}.${cause.method}`,
    reason: cause.message,
    exception: {
      type: cause.type,
      reason: cause.message,
      platform: 'android',
      relevant: true,
      frames: [frame(cause.className, cause.method, true), frame('android.os.Handler', 'dispatchMessage', false), frame('android.os.Looper', 'loop', false)],
      inner_exceptions: [],
    },
  };
}

/** The cause of a seeded crash group, from its exception and reason frame. */
function crashCause(group: StoredCrashGroup): ErrorCause {
  const frame = group.group.reason_frame;
  return {
    type: group.group.exception ?? 'Unknown',
    message: group.group.crash_reason,
    className: frame?.class_name ?? 'Unknown',
    method: frame?.method ?? 'unknown',
    classMethod: frame?.class_method ?? false,
    appCode: frame?.app_code ?? false,
    file: frame?.file,
    line: frame?.line,
  };
}

/** Error groups and errors of the seeded app: its crashes, and handled errors on sessions of its log. */
export function seedErrors(
  appId: string,
  crashGroups: readonly StoredCrashGroup[],
  crashes: readonly StoredCrash[],
  log: readonly LogRecord[],
  now: number,
): { errorGroups: StoredErrorGroup[]; errors: StoredError[] } {
  const d = dice(0xe440);
  const errorGroups: StoredErrorGroup[] = [];
  const errors: StoredError[] = [];
  const book: ErrorBook = {
    groupOf: (app, fingerprint) => errorGroups.find((g) => g.appId === app && g.fingerprint === fingerprint),
    addGroup: (group) => void errorGroups.push(group),
    addError: (error) => void errors.push(error),
    newId: () => d.uuid(),
  };
  const lastOfSession = new Map<string, LogRecord>();
  for (const record of log) lastOfSession.set(record.session_id, record);

  for (const crash of crashes) {
    const group = crashGroups.find((g) => g.group.crash_group_id === crash.crashGroupId)!;
    const session = lastOfSession.get(crash.sessionId)!;
    recordError(
      book,
      appId,
      {
        errorType: 'unhandledError',
        at: Date.parse(crash.crash.timestamp),
        installId: crash.installId,
        sessionId: crash.sessionId,
        device: session.device,
        cause: crashCause(group),
        stacktrace: group.stacktrace,
        userId: crash.crash.user_name,
        errorId: crash.crash.crash_id,
        errorGroupId: crash.crashGroupId,
        attachments: crash.attachments.map((a) => ({ id: a.attachment.attachment_id, fileName: a.attachment.file_name, contentType: a.attachment.content_type, content: a.content })),
      },
      log,
    );
  }

  for (const plan of handledPlans) {
    const candidates = log.filter((r) => r.device.app_version === plan.version && r.type !== 'start_session' && r.ms + 1_000 < now);
    for (let n = 0; n < plan.errors && candidates.length > 0; n++) {
      const record = candidates.splice(d.int(0, candidates.length - 1), 1)[0]!;
      recordError(
        book,
        appId,
        {
          errorType: 'handledError',
          at: record.ms + 250,
          installId: record.install_id,
          sessionId: record.session_id,
          device: record.device,
          cause: plan.cause,
          stacktrace: handledStacktrace(plan.cause),
          userId: `user-${d.int(1, 40)}`,
          properties: plan.properties,
          attachments: plan.attachment && n === 0 ? [{ ...plan.attachment, contentType: 'text/plain' }] : [],
        },
        log,
      );
    }
  }
  return { errorGroups, errors };
}
