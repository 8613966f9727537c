import type { Answer } from './wire.js';

/**
 * Fault injection: network and server misbehaviour on demand, so that retries, timeouts, limits and
 * redirect handling can be tested against a real socket.
 */

/** Which requests a fault applies to, and how often. */
export interface FaultScope {
  /** Only requests routed to this operation id (`group.method`). */
  readonly operation?: string;
  /** Only requests whose raw path (without query) equals this string, matches this pattern, or passes this test. */
  readonly path?: string | RegExp | ((path: string) => boolean);
  /** Only requests with this method. */
  readonly method?: string;
  /**
   * How many matching requests the fault applies to; default 1 (for `status`, the sequence's length).
   * `'always'` keeps it until {@link Faults.clear} or `cancel()`.
   */
  readonly times?: number | 'always';
}

/** Options of {@link Faults.status}. */
export interface StatusFaultOptions extends FaultScope {
  /** Headers sent with each faulted answer, e.g. `{ 'retry-after': '1' }`. */
  readonly headers?: Readonly<Record<string, string>>;
  /** A body to send instead of the service's error shape. */
  readonly body?: unknown;
}

/** Options of {@link Faults.oversized}. */
export interface OversizedFaultOptions extends FaultScope {
  /** Send `content-length` (default). `false` streams chunked, so only counting the bytes finds the size. */
  readonly declareLength?: boolean;
}

/** Where a redirect points: a URL or path, or a function of the request (`(r) => r.url` loops back to itself). */
export type RedirectTarget = string | ((request: { readonly path: string; readonly url: string }) => string);

/** What a fault does. */
export type FaultAction =
  | { readonly type: 'delay'; readonly ms: number }
  | { readonly type: 'slowBody'; readonly ms: number }
  | { readonly type: 'reset' }
  | { readonly type: 'loseAnswer' }
  | {
      readonly type: 'status';
      readonly sequence: readonly number[];
      readonly headers: Readonly<Record<string, string>>;
      readonly body: unknown;
    }
  | { readonly type: 'truncated' }
  | { readonly type: 'invalidJson'; readonly status: number }
  | { readonly type: 'html'; readonly status: number }
  | { readonly type: 'emptyBody'; readonly status: number }
  | { readonly type: 'oversized'; readonly bytes: number; readonly declareLength: boolean }
  | { readonly type: 'redirect'; readonly location: RedirectTarget; readonly status: number }
  | {
      readonly type: 'repeatPage';
      /** The first successful answer, once the handler gave it; every later matching request gets it again. */
      readonly replay: { answer?: Answer };
    };

/** The kind of a fault: `delay`, `reset`, `status`, ... */
export type FaultKind = FaultAction['type'];

/** A registered fault; lets a test see whether it fired and withdraw it. */
export interface InjectedFault {
  readonly kind: FaultKind;
  /** Requests it has applied to so far. */
  readonly hits: number;
  /** Whether it will apply to another request. */
  readonly active: boolean;
  /** Withdraws it. */
  cancel(): void;
}

/** A fault chosen for one request, with the index of this use (for status sequences). */
export interface FaultUse {
  readonly action: FaultAction;
  readonly use: number;
}

/** The faults that apply to one request: delays first, then at most one answer-changing fault. */
export interface FaultPlan {
  readonly delayMs: number;
  readonly fault: FaultUse | undefined;
}

/** What a fault is matched against. */
export interface FaultTarget {
  readonly operationId: string | undefined;
  readonly method: string;
  readonly path: string;
}

class Rule implements InjectedFault {
  hits = 0;
  constructor(
    readonly action: FaultAction,
    readonly scope: FaultScope,
    public remaining: number,
  ) {}
  get kind(): FaultKind {
    return this.action.type;
  }
  get active(): boolean {
    return this.remaining > 0;
  }
  cancel(): void {
    this.remaining = 0;
  }
  matches(target: FaultTarget): boolean {
    const { operation, method, path } = this.scope;
    if (operation !== undefined && operation !== target.operationId) return false;
    if (method !== undefined && method.toUpperCase() !== target.method) return false;
    if (path === undefined) return true;
    if (typeof path === 'string') return path === target.path;
    if (path instanceof RegExp) return path.test(target.path);
    return path(target.path);
  }
  take(): FaultUse {
    const use = this.hits++;
    this.remaining--;
    return { action: this.action, use };
  }
}

/**
 * The fault injector of a fake server (`server.faults`). Faults are checked for every request before
 * authentication, validation and the handler (CORS preflights excepted), in the order they were added;
 * all matching delays apply, then the first other matching fault. Each method returns an
 * {@link InjectedFault}.
 *
 * @example
 * ```ts
 * server.faults.status([503, 503], { headers: { 'retry-after': '0' } }); // two 503s, then normal answers
 * server.faults.delay(200, { operation: 'widgets.get', times: 'always' });
 * server.faults.reset({ path: /\/widgets\// });
 * ```
 */
export class Faults {
  #rules: Rule[] = [];

  /** Waits `ms` before answering (before the headers). Combines with any other fault. */
  delay(ms: number, scope: FaultScope = {}): InjectedFault {
    return this.#add({ type: 'delay', ms }, scope);
  }

  /** Sends the headers at once, then waits `ms` before sending the body. */
  slowBody(ms: number, scope: FaultScope = {}): InjectedFault {
    return this.#add({ type: 'slowBody', ms }, scope);
  }

  /** Destroys the connection (TCP reset) without answering. */
  reset(scope: FaultScope = {}): InjectedFault {
    return this.#add({ type: 'reset' }, scope);
  }

  /**
   * Lets the request do its work (the handler runs, a create is stored), then destroys the connection (TCP
   * reset) instead of sending the answer: the answer is lost on the way back, as when a network fails after
   * the service acted.
   */
  loseAnswer(scope: FaultScope = {}): InjectedFault {
    return this.#add({ type: 'loseAnswer' }, scope);
  }

  /**
   * Answers these statuses in order, one per request, with an error body in the service's shape, then
   * lets requests through. `times: 'always'` repeats the last status.
   */
  status(sequence: number | readonly number[], options: StatusFaultOptions = {}): InjectedFault {
    const list = typeof sequence === 'number' ? [sequence] : [...sequence];
    if (list.length === 0) throw new Error('faults.status needs at least one status');
    const { headers = {}, body, ...scope } = options;
    return this.#add({ type: 'status', sequence: list, headers, body }, { ...scope, times: scope.times ?? list.length });
  }

  /** Lets the handler answer, but declares a `content-length` larger than the part sent, then closes the connection. */
  truncated(scope: FaultScope = {}): InjectedFault {
    return this.#add({ type: 'truncated' }, scope);
  }

  /** Answers `status` (default 200) with `content-type: application/json` and a body that is not JSON. */
  invalidJson(status = 200, scope: FaultScope = {}): InjectedFault {
    return this.#add({ type: 'invalidJson', status }, scope);
  }

  /** Answers an HTML error page with `status`, as a proxy or load balancer would. */
  html(status: number, scope: FaultScope = {}): InjectedFault {
    return this.#add({ type: 'html', status }, scope);
  }

  /** Answers `status` with `content-type: application/json` and an empty body. */
  emptyBody(status: number, scope: FaultScope = {}): InjectedFault {
    return this.#add({ type: 'emptyBody', status }, scope);
  }

  /** Answers 200 with a valid JSON body of exactly `bytes` bytes (at least 12). */
  oversized(bytes: number, options: OversizedFaultOptions = {}): InjectedFault {
    const { declareLength = true, ...scope } = options;
    return this.#add({ type: 'oversized', bytes: Math.max(12, Math.floor(bytes)), declareLength }, scope);
  }

  /**
   * Answers a redirect to `location`: another origin, a path on this server, or a function of the request.
   * A redirect loop: `faults.redirect((r) => r.url, 302, { times: 'always' })`.
   */
  redirect(location: RedirectTarget, status = 302, scope: FaultScope = {}): InjectedFault {
    return this.#add({ type: 'redirect', location, status }, scope);
  }

  /**
   * Lets the handler answer the first matching request, then answers every later one with that same answer
   * (body and headers, its page token, next link, `Link` header or cursor included), whatever page it asks
   * for: a service that repeats a page. Applies until withdrawn unless `times` says otherwise; scope it to a
   * list operation.
   *
   * @example
   * ```ts
   * server.faults.repeatPage({ operation: 'widgets.list' }); // page 1, then page 1 again and again
   * ```
   */
  repeatPage(scope: FaultScope = {}): InjectedFault {
    return this.#add({ type: 'repeatPage', replay: {} }, { ...scope, times: scope.times ?? 'always' });
  }

  /** Withdraws every fault. */
  clear(): void {
    this.#rules = [];
  }

  /** Faults still active, in the order they were added. */
  get active(): readonly InjectedFault[] {
    return this.#rules.filter((rule) => rule.active);
  }

  /**
   * Chooses and uses up the faults for one request. Called by the fake server for every request; tests
   * do not need it.
   *
   * @internal
   */
  plan(target: FaultTarget): FaultPlan {
    let delayMs = 0;
    let fault: FaultUse | undefined;
    for (const rule of this.#rules) {
      if (!rule.active || !rule.matches(target)) continue;
      const { action } = rule;
      if (action.type === 'delay') {
        rule.take();
        delayMs += action.ms;
      } else if (!fault) {
        fault = rule.take();
      }
    }
    this.#rules = this.#rules.filter((rule) => rule.active);
    return { delayMs, fault };
  }

  #add(action: FaultAction, scope: FaultScope): InjectedFault {
    const times = scope.times ?? 1;
    const rule = new Rule(action, scope, times === 'always' ? Infinity : Math.max(0, times));
    this.#rules.push(rule);
    return rule;
  }
}
