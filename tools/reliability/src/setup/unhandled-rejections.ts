/**
 * Every test file fails when a promise rejection went unhandled or an exception uncaught while it ran
 * (the runner reports them too; this names them in the file that caused them).
 */
import { afterAll } from 'vitest';

const seen: unknown[] = [];
const keep = (reason: unknown) => void seen.push(reason);
process.on('unhandledRejection', keep);
process.on('uncaughtException', keep);

afterAll(() => {
  process.off('unhandledRejection', keep);
  process.off('uncaughtException', keep);
  if (seen.length > 0) throw new Error(`Unhandled rejections or uncaught exceptions: ${seen.map(String).join('; ')}`);
});
