import type { FakeHandler } from '@org/http-core/testing';

/** Handlers of one group, by operation id (`'proposals.accept'`). */
export type GroupHandlers = Readonly<Record<string, FakeHandler>>;

/** A request body as the fake reads it (already checked against the operation's schema). */
export type Body = Record<string, unknown>;
