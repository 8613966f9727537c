/**
 * Seeded crash groups and crashes. Every crash happens at the end of a real session of the seeded log,
 * on that session's device, so crash analytics agree with the audience analytics.
 */
import type { CrashGroup, Stacktrace, StackFrame } from '../index.js';
import type { Dice } from './random.js';
import type { LogRecord, StoredCrash, StoredCrashGroup } from './records.js';
import { iso } from './time.js';

interface GroupPlan {
  readonly version: string;
  readonly build: string;
  readonly crashes: number;
  readonly reason: string;
  readonly exception: string;
  readonly className: string;
  readonly method: string;
  readonly file: string;
  readonly line: number;
  readonly native: boolean;
  readonly attachments: boolean;
}

const plans: readonly GroupPlan[] = [
  {
    version: '2.0.0',
    build: '200',
    crashes: 8,
    reason: 'Attempt to read a field of a null object reference',
    exception: 'java.lang.NullPointerException',
    className: 'com.example.testapp.CheckoutActivity',
    method: 'onPaymentResult',
    file: 'CheckoutActivity.java',
    line: 212,
    native: false,
    attachments: true,
  },
  {
    version: '2.0.0',
    build: '200',
    crashes: 4,
    reason: 'Sync started twice',
    exception: 'java.lang.IllegalStateException',
    className: 'com.example.testapp.sync.SyncWorker',
    method: 'doWork',
    file: 'SyncWorker.java',
    line: 88,
    native: false,
    attachments: false,
  },
  {
    version: '1.1.0',
    build: '110',
    crashes: 3,
    reason: 'Failed to allocate a 16777232 byte allocation',
    exception: 'java.lang.OutOfMemoryError',
    className: 'com.example.testapp.images.ImageCache',
    method: 'decode',
    file: 'ImageCache.java',
    line: 41,
    native: false,
    attachments: false,
  },
  {
    version: '2.0.0',
    build: '200',
    crashes: 2,
    reason: 'SIGSEGV: segmentation violation',
    exception: 'SIGSEGV',
    className: 'libimage.so',
    method: 'resample_row',
    file: 'resample.c',
    line: 133,
    native: true,
    attachments: false,
  },
];

function frame(plan: GroupPlan, appCode: boolean, relevant: boolean, depth: number): StackFrame {
  const method = appCode ? plan.method : ['run', 'dispatchMessage', 'loop', 'main'][depth % 4]!;
  const className = appCode ? plan.className : ['android.os.Handler', 'android.os.Looper', 'android.app.ActivityThread'][depth % 3]!;
  return {
    code_formatted: `${className}.${method}(${appCode ? `${plan.file}:${plan.line}` : 'Native Method'})`,
    code_raw: `at ${className}.${method}`,
    app_code: appCode,
    class_name: className,
    method,
    file: appCode ? plan.file : undefined,
    line: appCode ? plan.line : undefined,
    language: plan.native ? 'C' : 'Java',
    relevant,
  };
}

function stacktraceOf(plan: GroupPlan): Stacktrace {
  const frames = [frame(plan, true, true, 0), frame(plan, false, false, 1), frame(plan, false, false, 2), frame(plan, false, false, 3)];
  if (plan.native) {
    return {
      title: `${plan.className} ${plan.method}`,
      reason: plan.reason,
      threads: [
        { title: 'Thread 0 (crashed)', crashed: true, relevant: true, platform: 'ndk', frames },
        { title: 'Thread 1', crashed: false, relevant: false, platform: 'ndk', frames: frames.slice(1) },
      ],
    };
  }
  return {
    title: `${plan.className}.${plan.method}`,
    reason: plan.reason,
    exception: { type: plan.exception, reason: plan.reason, platform: 'android', relevant: true, frames, inner_exceptions: [] },
  };
}

/** Crash groups and crashes of the seeded app, built on sessions of its log. */
export function seedCrashes(d: Dice, appId: string, log: readonly LogRecord[], now: number): { groups: StoredCrashGroup[]; crashes: StoredCrash[] } {
  const sessionEnds = new Map<string, LogRecord>();
  const sessionStarts = new Map<string, LogRecord>();
  for (const record of log) {
    sessionEnds.set(record.session_id, record);
    if (record.type === 'start_session') sessionStarts.set(record.session_id, record);
  }
  const sessions = [...sessionEnds.values()];
  const taken = new Set<string>();
  const groups: StoredCrashGroup[] = [];
  const crashes: StoredCrash[] = [];
  plans.forEach((plan, index) => {
    const groupId = d.uuid();
    const stacktrace = stacktraceOf(plan);
    const candidates = sessions.filter((s) => s.device.app_version === plan.version && !taken.has(s.session_id) && s.ms + 1_000 < now);
    const mine: StoredCrash[] = [];
    for (let n = 0; n < plan.crashes && candidates.length > 0; n++) {
      const last = candidates.splice(d.int(0, candidates.length - 1), 1)[0]!;
      taken.add(last.session_id);
      const at = last.ms + 500;
      const crashId = d.uuid();
      const user = d.int(1, 40);
      const attachments: Array<StoredCrash['attachments'][number]> = [];
      if (plan.attachments) {
        const breadcrumbs = `opened Store\nadded coins to cart\nstarted checkout\npayment result received\n`;
        attachments.push({
          attachment: {
            attachment_id: d.uuid(),
            app_id: appId,
            crash_id: crashId,
            file_name: 'breadcrumbs.txt',
            content_type: 'text/plain',
            size: breadcrumbs.length,
            created_time: iso(at + 20),
            blob_location: `attachments/${crashId}/breadcrumbs.txt`,
          },
          content: breadcrumbs,
        });
        if (n === 0) {
          attachments.push({
            attachment: {
              attachment_id: d.uuid(),
              app_id: appId,
              crash_id: crashId,
              file_name: 'screen.png',
              content_type: 'image/png',
              size: 68,
              created_time: iso(at + 30),
              blob_location: `attachments/${crashId}/screen.png`,
            },
            content: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
          });
        }
      }
      mine.push({
        appId,
        crashGroupId: groupId,
        installId: last.install_id,
        sessionId: last.session_id,
        osName: last.device.os_name,
        nativeLog: plan.native
          ? `*** *** *** *** *** *** *** *** *** *** *** *** *** *** *** ***\nsignal 11 (SIGSEGV), code 1 (SEGV_MAPERR)\n#00 pc 000000000001a2b4 ${plan.className} (${plan.method}+52)\n#01 pc 0000000000019f10 ${plan.className} (resample+208)\n`
          : undefined,
        attachments,
        crash: {
          crash_id: crashId,
          new_crash_id: crashId,
          new_crash_group_id: groupId,
          display_id: String(1000 + crashes.length + mine.length),
          build: plan.build,
          version: plan.version,
          device: last.device.model ?? 'unknown',
          device_name: last.device.model,
          os_type: last.device.os_name,
          os_version: last.device.os_version,
          user_name: `user-${user}`,
          user_email: `user-${user}@example.com`,
          timestamp: iso(at),
          details: {
            locale: last.device.locale,
            rooted: false,
            screen_size: last.device.screen_size ?? '1080x2400',
            carrier_country: last.device.carrier_country,
            os_build: `${last.device.os_name} ${last.device.os_version}`,
            app_start_timestamp: sessionStarts.get(last.session_id)?.timestamp,
          },
          stacktrace,
        },
      });
    }
    const times = mine.map((c) => Date.parse(c.crash.timestamp)).sort((a, b) => a - b);
    const reasonFrame = stacktrace.exception?.frames[0] ?? stacktrace.threads?.[0]?.frames[0];
    const group: CrashGroup = {
      crash_group_id: groupId,
      new_crash_group_id: groupId,
      display_id: String(index + 1),
      app_version: plan.version,
      build: plan.build,
      annotation: '',
      crash_reason: plan.reason,
      exception: plan.exception,
      count: mine.length,
      impacted_users: new Set(mine.map((c) => c.installId)).size,
      fatal: true,
      first_occurrence: iso(times[0] ?? now),
      last_occurrence: iso(times[times.length - 1] ?? now),
      status: 'open',
      reason_frame: reasonFrame && { ...reasonFrame, exception_type: plan.exception },
    };
    groups.push({ appId, group, stacktrace });
    crashes.push(...mine);
  });
  return { groups, crashes };
}
