/**
 * Errors as the service receives them: each report joins the group of its app whose errors share its
 * kind (handled or not), exception type and the frame the exception points at, or starts a new group.
 * What the errors operations answer about a group (counts, devices, first and last time) is computed
 * from the group's stored errors.
 */
import type { ErrorGroup, ErrorReasonFrame, ErrorSummary, LogDevice, Stacktrace } from '../index.js';
import type { ErrorCause, ErrorKind, IndexedError, LogRecord, StoredError, StoredErrorGroup } from './records.js';
import { iso } from './time.js';

/** An error as an app's SDK reports it. */
export interface ErrorReport {
  readonly errorType: ErrorKind;
  /** When it happened, in epoch ms. */
  readonly at: number;
  readonly installId: string;
  readonly sessionId: string;
  readonly device: LogDevice;
  readonly cause: ErrorCause;
  readonly stacktrace: Stacktrace;
  readonly userId?: string;
  readonly properties?: Readonly<Record<string, string>>;
  readonly attachments?: ReadonlyArray<{ readonly fileName: string; readonly contentType: string; readonly content: string; readonly id?: string }>;
  /** The error's id; a new one when omitted. */
  readonly errorId?: string;
  /** The id a new group gets; a new one when omitted (ignored when the report joins an existing group). */
  readonly errorGroupId?: string;
}

/** Where reported errors go: the seed's lists, or the running fake's stores. */
export interface ErrorBook {
  groupOf(appId: string, fingerprint: string): StoredErrorGroup | undefined;
  addGroup(group: StoredErrorGroup): void;
  addError(error: StoredError): void;
  newId(): string;
}

/** What errors of one group have in common. */
function fingerprintOf(errorType: ErrorKind, cause: ErrorCause): string {
  return [errorType, cause.type, cause.className, cause.method, cause.file ?? '', cause.line ?? ''].join('|');
}

/** The frame a cause points at, as the errors operations show it. */
function reasonFrameOf(cause: ErrorCause): ErrorReasonFrame {
  return {
    className: cause.className,
    method: cause.method,
    classMethod: cause.classMethod,
    file: cause.file,
    line: cause.line,
    appCode: cause.appCode,
    frameworkName: cause.frameworkName,
    codeRaw: `at ${cause.className}.${cause.method}`,
    codeFormatted: `${cause.className}.${cause.method}(${cause.file === undefined ? 'Unknown Source' : `${cause.file}:${cause.line ?? 0}`})`,
    exceptionType: cause.type,
  };
}

/** Stores a report in its group (made when it is the first of its kind) and answers the stored error. */
export function recordError(book: ErrorBook, appId: string, report: ErrorReport, log: readonly LogRecord[]): StoredError {
  const fingerprint = fingerprintOf(report.errorType, report.cause);
  let group = book.groupOf(appId, fingerprint);
  if (!group) {
    group = {
      appId,
      errorGroupId: report.errorGroupId ?? book.newId(),
      errorType: report.errorType,
      fingerprint,
      cause: report.cause,
      stacktrace: report.stacktrace,
      appVersion: report.device.app_version,
      appBuild: report.device.app_build,
      firstMs: report.at,
      state: 'open',
    };
    book.addGroup(group);
  }
  const errorId = report.errorId ?? book.newId();
  const session = log.filter((r) => r.session_id === report.sessionId);
  const attachments = (report.attachments ?? []).map((a, index) => ({
    attachment: {
      attachmentId: a.id ?? book.newId(),
      appId,
      crashId: errorId,
      fileName: a.fileName,
      contentType: a.contentType,
      size: Buffer.byteLength(a.content),
      createdTime: iso(report.at + 20 + index * 10),
      blobLocation: `errors/${errorId}/${a.fileName}`,
    },
    content: a.content,
  }));
  const { device } = report;
  const error: StoredError = {
    appId,
    errorGroupId: group.errorGroupId,
    errorType: report.errorType,
    appVersion: device.app_version,
    appBuild: device.app_build,
    installId: report.installId,
    sessionId: report.sessionId,
    model: device.model ?? 'unknown',
    osName: device.os_name,
    ms: report.at,
    details: {
      errorId,
      timestamp: iso(report.at),
      deviceName: device.model ?? 'unknown',
      osVersion: device.os_version,
      osType: device.os_name,
      country: device.carrier_country,
      language: device.locale,
      userId: report.userId,
      hasBreadcrumbs: session.some((r) => r.ms < report.at && (r.type === 'event' || r.type === 'page')),
      hasAttachments: attachments.length > 0,
      name: report.cause.type,
      appLaunchTimestamp: session.find((r) => r.type === 'start_session')?.timestamp,
      carrierName: device.carrier_name,
      jailbreak: false,
      properties: { ...report.properties },
      reasonFrames: [reasonFrameOf(report.cause)],
    },
    cause: report.cause,
    stacktrace: report.stacktrace,
    attachments,
  };
  book.addError(error);
  return error;
}

/** An error as lists show it. */
export function summaryOf(error: StoredError): ErrorSummary {
  const { errorId, timestamp, deviceName, osVersion, osType, country, language, userId, hasBreadcrumbs, hasAttachments } = error.details;
  return { errorId, timestamp, deviceName, osVersion, osType, country, language, userId, hasBreadcrumbs, hasAttachments };
}

/** An error group as the errors operations show it, counted over `errors` (the group's errors in scope). */
export function groupView(group: StoredErrorGroup, errors: readonly StoredError[]): ErrorGroup {
  const times = errors.map((e) => e.ms).sort((a, b) => a - b);
  const { cause } = group;
  return {
    errorGroupId: group.errorGroupId,
    state: group.state,
    ...(group.annotation === undefined ? {} : { annotation: group.annotation }),
    appVersion: group.appVersion,
    appBuild: group.appBuild,
    count: errors.length,
    deviceCount: new Set(errors.map((e) => e.installId)).size,
    firstOccurrence: iso(times[0] ?? group.firstMs),
    lastOccurrence: iso(times.at(-1) ?? group.firstMs),
    exceptionType: cause.type,
    exceptionMessage: cause.message,
    exceptionClassName: cause.className,
    exceptionMethod: cause.method,
    exceptionClassMethod: cause.classMethod,
    exceptionAppCode: cause.appCode,
    exceptionFile: cause.file,
    exceptionLine: cause.line === undefined ? undefined : String(cause.line),
    codeRaw: `at ${cause.className}.${cause.method}`,
    hidden: false,
    reasonFrames: [reasonFrameOf(cause)],
  };
}

/** How long search keeps finding a deleted error, as the service documents (up to 30 days). */
const SEARCH_PURGE_MS = 30 * 86_400_000;

/** Whether search still finds an indexed error at `now`. */
export function searchable(entry: IndexedError, now: number): boolean {
  return entry.deletedAt === undefined || now - entry.deletedAt < SEARCH_PURGE_MS;
}
