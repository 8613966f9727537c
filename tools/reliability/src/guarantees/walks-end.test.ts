/**
 * Every walk ends, for every package with a list: its fake's first page passes through a proxy, and every page
 * after it is made from that first page, pointing to a new next page each time (a new token, next link, `Link`
 * header or cursor; `hasMore` for a list continued after its last id).
 *
 * - Pages without items: where the service names the next page, the walk ends with a `ResponseValidationError`
 *   naming the operation after `DEFAULT_MAX_EMPTY_PAGES` of them; where the client counts (offsets, page
 *   numbers, the last id), an empty page is the end. The first page's items come once.
 * - The first page's items again under a new token: the walk ends with a typed error before yielding them twice.
 * - `maxItems` / `maxPages` that are not whole numbers of 0 or more: a `ValidationError` naming the limit, nothing sent.
 */
import { DEFAULT_MAX_EMPTY_PAGES, isResponseValidationError, isValidationError, type PageOptions, type PaginationSpec } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import type { ProxiedAnswer } from '../harness/answer-server.js';
import { sessionWithProxy } from '../harness/session-with-proxy.js';
import { settle } from '../harness/settle.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';

/** Reads a dotted path; `''` is the value itself. */
function readPath(value: unknown, path: string): unknown {
  return path === '' ? value : path.split('.').reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), value);
}

/** `value` with the dotted path set to `to` (created as needed); `''` replaces the value. */
function setPath(value: unknown, path: string, to: unknown): unknown {
  if (path === '') return to;
  const keys = path.split('.');
  let at = value as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[keys.at(-1)!] = to;
  return value;
}

/** Whether the service names the next page (else the client counts it, and an empty page is the end). */
const serviceNamesNext = (spec: PaginationSpec) => spec.style !== 'offset' && spec.style !== 'page' && spec.style !== 'afterLastId';

describe.each(probes.filter((probe) => probe.paging))('$service', (probe) => {
  const paging = probe.paging!;
  const spec = probe.definition.operation(paging.operation).spec.pagination!;
  const envelope = probe.definition.envelope?.data;
  const running = sessionWithProxy(probe);

  /** The page `n` of a walk: `items`, in the first page's body, pointing to a new next page. */
  function page(first: ProxiedAnswer, n: number, items: unknown): ProxiedAnswer {
    const body = JSON.parse(first.text) as unknown;
    const data = envelope === undefined ? body : (body as Record<string, unknown>)[envelope];
    let made = setPath(data, spec.items, items);
    const headers = { ...first.headers };
    switch (spec.style) {
      case 'nextLink':
        made = setPath(made, spec.nextLink, `${running.proxy.url}/next-page-${n}`);
        break;
      case 'pageToken':
      case 'continuationToken':
        made = setPath(made, spec.nextToken, `token-${n}`);
        break;
      case 'cursor':
        made = setPath(made, spec.nextCursor, `cursor-${n}`);
        if (spec.hasMore !== undefined) made = setPath(made, spec.hasMore, true);
        break;
      case 'linkHeader':
        headers.link = `<${running.proxy.url}/next-page-${n}>; rel="next"`;
        break;
      case 'afterLastId':
        made = setPath(made, spec.hasMore, true);
        break;
      default:
        break;
    }
    const text = JSON.stringify(envelope === undefined ? made : { ...(body as Record<string, unknown>), [envelope]: made });
    return { status: 200, headers, text };
  }

  /** Proxies the fake: its first page, then every later page made by `later` from the first page's items. */
  function serve(later: (firstItems: unknown[]) => unknown[]): void {
    let first: ProxiedAnswer | undefined;
    let n = 0;
    running.proxy.proxy(running.session.target.url, (answer) => {
      n++;
      first ??= answer;
      const data = envelope === undefined ? JSON.parse(first.text) : (JSON.parse(first.text) as Record<string, unknown>)[envelope];
      const items = readPath(data, spec.items) as unknown[];
      return page(first, n, n === 1 ? items : later(items));
    });
  }

  const walk = async (limits?: PageOptions) => {
    const client = running.session.clientWith({ retry: false }, running.proxy.url);
    const yielded: string[] = [];
    // Were the walk to go on, it would stop here.
    const bound = paging.pageSize * 5;
    const outcome = await settle(
      (async () => {
        for await (const id of paging.walk({ ...running.session, client, target: { ...running.session.target, url: running.proxy.url } }, limits)) {
          yielded.push(id);
          if (yielded.length > bound) throw new Error(`the walk went on past ${bound} items`);
        }
      })(),
    );
    return { yielded, outcome };
  };

  const names = serviceNamesNext(spec);
  it(`${paging.operation} (${spec.style}): pages without items ${names ? `end the walk with a typed error after ${DEFAULT_MAX_EMPTY_PAGES}` : 'end the walk'}`, async (context) => {
    const entry = record(context, 'fault', probe.service, 'pages without items, each pointing to a new next page', 'every walk ends');
    await paging.fill(running.session, paging.pageSize * 2);
    serve(() => []);
    const { yielded, outcome } = await walk();
    const expected = names ? DEFAULT_MAX_EMPTY_PAGES + 2 : 2;
    entry.mistakenRequests = Math.max(0, running.proxy.requests - expected);
    expect(yielded.length).toBeGreaterThan(0);
    expect(new Set(yielded).size).toBe(yielded.length);
    expect(yielded.length).toBeLessThanOrEqual(paging.pageSize);
    if (names) {
      expect(outcome.ok).toBe(false);
      const error = outcome.ok ? undefined : (outcome.error as Error & { operation?: string });
      expect(isResponseValidationError(error), String(error)).toBe(true);
      expect(error!.operation).toBe(paging.operation);
      expect(error!.message).toContain(`${paging.operation}: the service gave ${DEFAULT_MAX_EMPTY_PAGES + 1} pages in a row without items`);
    } else {
      expect(outcome.ok, outcome.ok ? '' : String(outcome.error)).toBe(true);
    }
    expect(running.proxy.requests).toBe(expected);
  });

  it(`${paging.operation} (${spec.style}): the same items under a new next page end the walk before they come twice`, async (context) => {
    const entry = record(context, 'fault', probe.service, 'the same items under a new token', 'every walk ends');
    await paging.fill(running.session, paging.pageSize * 2);
    serve((items) => items);
    const { yielded, outcome } = await walk();
    entry.mistakenRequests = Math.max(0, running.proxy.requests - 2);
    expect(outcome.ok).toBe(false);
    const error = outcome.ok ? undefined : (outcome.error as Error & { operation?: string });
    expect(isResponseValidationError(error), String(error)).toBe(true);
    expect(error!.operation).toBe(paging.operation);
    expect(error!.message).toContain(`${paging.operation}: the service gave the same`);
    expect(yielded.length).toBeGreaterThan(0);
    expect(new Set(yielded).size).toBe(yielded.length);
    expect(running.proxy.requests).toBe(2);
  });

  for (const [name, limits] of [
    ['maxItems: NaN', { maxItems: Number.NaN }],
    ['maxPages: -1', { maxPages: -1 }],
    ['maxItems: 2.5', { maxItems: 2.5 }],
    ['maxPages: Infinity', { maxPages: Number.POSITIVE_INFINITY }],
  ] as const) {
    it(`${paging.operation}: ${name} is a ValidationError naming it, nothing sent`, async (context) => {
      const entry = record(context, 'bad-input', probe.service, `page limit ${name}`, 'every walk ends');
      // A list to walk were the limit taken (some walks read the fake's state to know where to start).
      await paging.fill(running.session, 1);
      const { outcome } = await walk(limits);
      entry.mistakenRequests = running.proxy.requests;
      expect(outcome.ok).toBe(false);
      const error = outcome.ok ? undefined : outcome.error;
      expect(isValidationError(error), String(error)).toBe(true);
      expect(error).toMatchObject({ field: Object.keys(limits)[0], operation: paging.operation });
      expect(running.proxy.requests).toBe(0);
    });
  }
});
