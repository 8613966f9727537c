/**
 * Routing of a fake: each operation's path template becomes a matcher; the most specific match wins.
 */
import * as z from 'zod/mini';
import { paramSpec, type Operation } from '../operation.js';
import { compilePath, type PathTemplate } from '../paths.js';

/** One compiled route. */
export interface Route {
  readonly operation: Operation;
  readonly template: PathTemplate;
  /** Characters of literal text in the template: more is more specific. */
  readonly literalChars: number;
  /** Number of multi-segment parameters: fewer is more specific. */
  readonly multiSegmentParams: number;
  readonly pattern: RegExp;
  /** Template names of the pattern's capture groups, in order. */
  readonly groups: readonly string[];
  /** Template names of the multi-segment parameters. */
  readonly multiSegment: ReadonlySet<string>;
}

/** The outcome of routing a method and path. */
export type RouteResult =
  /** An operation answers it; `params` are percent-decoded, by template name. */
  | { readonly kind: 'match'; readonly operation: Operation; readonly params: Readonly<Record<string, string>> }
  /** The path matches operations of other methods only. */
  | { readonly kind: 'method-not-allowed'; readonly allow: readonly string[] }
  /** A parameter is not valid percent-encoding. */
  | { readonly kind: 'bad-encoding'; readonly operation: Operation; readonly param: string }
  | { readonly kind: 'not-found' };

/** Routes requests to a service's operations. */
export interface Router {
  readonly routes: readonly Route[];
  /** Routes a method and a raw (still percent-encoded) path without query. */
  match(method: string, path: string): RouteResult;
}

/**
 * Compiles operations into a router.
 *
 * - Literal text matches exactly (case-sensitive), after `pathAliases` are applied.
 * - `{param}` matches one non-empty segment; a multi-segment parameter one or more segments, or none
 *   when it is followed by `/` (the root scope `/`, handed to the handler as `'/'`).
 * - A literal suffix in the last segment (`/v1/{name}:accept`) is part of the match.
 * - Among operations matching method and path: more literal characters win, then fewer multi-segment
 *   parameters. Operations equal on both (the same template, `GET /v1/{name}` for two kinds of resource) are
 *   told apart by which one's path parameters fit their schemas (a multi-segment value is tried with and
 *   without its leading `/`), then by declaration order; when none fits, the path names nothing (404). A
 *   single matching operation always answers (its checks then refuse bad values). `HEAD` falls back to `GET`.
 *
 * @param aliases - literal segments renamed as in `ClientOptions.pathAliases`.
 */
export function createRouter(operations: readonly Operation[], aliases: Readonly<Record<string, string>> = {}): Router {
  const routes = operations
    .map((operation, index) => ({ route: compileRoute(operation, aliases), index }))
    .sort(
      (a, b) =>
        b.route.literalChars - a.route.literalChars ||
        a.route.multiSegmentParams - b.route.multiSegmentParams ||
        a.index - b.index,
    )
    .map(({ route }) => route);

  return {
    routes,
    match(method, path) {
      const allow = new Set<string>();
      let firstMatch: { result: RouteResult; route: Route } | undefined;
      let candidates = 0;
      let headFallback: { route: Route; found: RegExpExecArray } | undefined;
      for (const route of routes) {
        const found = route.pattern.exec(path);
        if (!found) continue;
        allow.add(route.operation.method);
        if (route.operation.method === method) {
          // Only operations as specific as the first match are alternatives to it (`GET /v1/{name}` twice).
          if (firstMatch && !sameRank(route, firstMatch.route)) continue;
          const result = decode(route, found);
          if (result.kind !== 'match' || paramsFit(route.operation, result.params)) return result;
          firstMatch ??= { result, route };
          candidates++;
          continue;
        }
        if (method === 'HEAD' && route.operation.method === 'GET') headFallback ??= { route, found };
      }
      // One operation: its checks refuse the request. Several sharing a template, none fitting: no such resource.
      if (firstMatch) return candidates === 1 ? firstMatch.result : { kind: 'not-found' };
      if (headFallback) return decode(headFallback.route, headFallback.found);
      if (allow.has('GET')) allow.add('HEAD');
      if (allow.size > 0) return { kind: 'method-not-allowed', allow: [...allow].sort() };
      return { kind: 'not-found' };
    },
  };
}

function compileRoute(operation: Operation, aliases: Readonly<Record<string, string>>): Route {
  const multiSegment = new Set<string>();
  for (const [key, param] of Object.entries(operation.spec.pathParams ?? {})) {
    const spec = paramSpec(param);
    if (spec.multiSegment) multiSegment.add(spec.name ?? key);
  }
  const template = compilePath(operation.spec.path, multiSegment, aliases);
  const { parts } = template;
  const groups: string[] = [];
  let source = '^';
  let literalChars = 0;
  let dropSlash = false;
  parts.forEach((part, index) => {
    if (part.kind === 'literal') {
      literalChars += part.text.length;
      source += escapeRegExp(dropSlash ? part.text.slice(1) : part.text);
      dropSlash = false;
      return;
    }
    groups.push(part.name);
    if (!part.multiSegment) {
      source += '([^/]+)';
      return;
    }
    const before = parts[index - 1];
    const after = parts[index + 1];
    if (before?.kind === 'literal' && before.text.endsWith('/') && after?.kind === 'literal' && after.text.startsWith('/')) {
      // `/{scope}/rest`: the scope may be the root, leaving `/rest` (or `//rest`, an empty value between the slashes).
      source += '(?:(.*)/)?';
      dropSlash = true;
    } else {
      source += '(.+)';
    }
  });
  return {
    operation,
    template,
    literalChars,
    multiSegmentParams: multiSegment.size,
    pattern: new RegExp(`${source}$`),
    groups,
    multiSegment,
  };
}

function sameRank(a: Route, b: Route): boolean {
  return a.literalChars === b.literalChars && a.multiSegmentParams === b.multiSegmentParams;
}

/** Whether decoded path values are accepted by the operation's parameter schemas. */
function paramsFit(operation: Operation, params: Readonly<Record<string, string>>): boolean {
  for (const [key, param] of Object.entries(operation.spec.pathParams ?? {})) {
    const spec = paramSpec(param);
    const value = params[spec.name ?? key];
    if (value === undefined) continue;
    const tries = spec.multiSegment ? [value, value === '/' ? value : `/${value}`] : [value, Number(value)];
    if (!tries.some((candidate) => z.safeParse(spec.schema, candidate).success)) return false;
  }
  return true;
}

function decode(route: Route, found: RegExpExecArray): RouteResult {
  const params: Record<string, string> = {};
  for (const [index, name] of route.groups.entries()) {
    const raw = found[index + 1];
    if (raw === undefined || (raw === '' && route.multiSegment.has(name))) {
      params[name] = '/';
      continue;
    }
    try {
      params[name] = route.multiSegment.has(name) ? raw.split('/').map(decodeURIComponent).join('/') : decodeURIComponent(raw);
    } catch {
      return { kind: 'bad-encoding', operation: route.operation, param: name };
    }
  }
  return { kind: 'match', operation: route.operation, params };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
