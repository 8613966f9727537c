/**
 * A tiny in-memory collection for a fake's state: deterministic ids, copies in and out, snapshots.
 */

/** Options of {@link createStore}. */
export interface StoreOptions<T> {
  /** Prefix of generated ids: `item-1`, `item-2`, ... Default `id-`. */
  readonly idPrefix?: string;
  /** Items present at start and after `reset()`, by id. */
  readonly seed?: Iterable<readonly [string, T]>;
}

/** A saved state of a store, for `restore()`. */
export interface StoreSnapshot<T> {
  readonly items: ReadonlyArray<readonly [string, T]>;
  readonly nextId: number;
}

/**
 * A Map-based collection. Values are copied (`structuredClone`) on the way in and out, so a handler or a
 * test mutating what it got never changes the store by accident. Iteration order is insertion order.
 *
 * @example
 * ```ts
 * const proposals = createStore<Proposal>({ idPrefix: 'p' });
 * const created = proposals.create((id) => ({ name: `buyers/1/proposals/${id}`, revision: 1 }));
 * proposals.update(created.name.split('/').pop()!, (p) => ({ ...p, revision: p.revision + 1 }));
 * ```
 */
export class MemoryStore<T> {
  readonly #items = new Map<string, T>();
  readonly #prefix: string;
  readonly #seed: ReadonlyArray<readonly [string, T]>;
  #next = 1;

  constructor(options: StoreOptions<T> = {}) {
    this.#prefix = options.idPrefix ?? 'id-';
    this.#seed = [...(options.seed ?? [])].map(([id, value]) => [id, structuredClone(value)] as const);
    this.reset();
  }

  /** Number of items. */
  get size(): number {
    return this.#items.size;
  }

  /** The id the next `create` without an explicit id will use. */
  peekId(): string {
    let next = this.#next;
    while (this.#items.has(`${this.#prefix}${next}`)) next++;
    return `${this.#prefix}${next}`;
  }

  /**
   * Adds an item under a new deterministic id (or `id`); `value` may be built from the id.
   * Throws when the id is taken: check `has()` first to answer a conflict.
   */
  create(value: T | ((id: string) => T), id?: string): T {
    const key = id ?? this.#takeId();
    if (this.#items.has(key)) throw new Error(`MemoryStore: id ${key} already exists`);
    const item = typeof value === 'function' ? (value as (id: string) => T)(key) : value;
    this.#items.set(key, structuredClone(item));
    return structuredClone(item);
  }

  /** Adds or replaces the item under `id`. */
  set(id: string, value: T): T {
    this.#items.set(id, structuredClone(value));
    return structuredClone(value);
  }

  /** A copy of the item, or `undefined`. */
  get(id: string): T | undefined {
    const item = this.#items.get(id);
    return item === undefined ? undefined : structuredClone(item);
  }

  /**
   * A copy of the item; when there is none, throws what `missing` makes: the service's answer to a missing
   * resource, e.g. `store.require(name, () => fakeError(404, 'NOT_FOUND', `No widget ${name}`))`.
   */
  require(id: string, missing: () => Error): T {
    const item = this.get(id);
    if (item === undefined) throw missing();
    return item;
  }

  has(id: string): boolean {
    return this.#items.has(id);
  }

  /** Merges `patch` into the item (or replaces it with `patch(current)`); `undefined` when there is none. */
  update(id: string, patch: Partial<T> | ((current: T) => T)): T | undefined {
    const current = this.#items.get(id);
    if (current === undefined) return undefined;
    const next = typeof patch === 'function' ? patch(structuredClone(current)) : { ...current, ...patch };
    this.#items.set(id, structuredClone(next));
    return structuredClone(next);
  }

  /** Removes the item; `false` when there was none. */
  delete(id: string): boolean {
    return this.#items.delete(id);
  }

  /** Removes the item and returns it; when there is none, throws what `missing` makes (see {@link MemoryStore.require}). */
  remove(id: string, missing: () => Error): T {
    const item = this.require(id, missing);
    this.#items.delete(id);
    return item;
  }

  /** Copies of the items (optionally those passing `filter`), in insertion order. */
  list(filter?: (item: T, id: string) => boolean): T[] {
    const out: T[] = [];
    for (const [id, item] of this.#items) if (!filter || filter(item, id)) out.push(structuredClone(item));
    return out;
  }

  /** Copies of `[id, item]` pairs, in insertion order. */
  entries(): Array<[string, T]> {
    return [...this.#items].map(([id, item]) => [id, structuredClone(item)]);
  }

  /** Removes every item (the id counter keeps counting). */
  clear(): void {
    this.#items.clear();
  }

  /** Saves the current state. */
  snapshot(): StoreSnapshot<T> {
    return { items: this.entries(), nextId: this.#next };
  }

  /** Returns to a saved state. */
  restore(snapshot: StoreSnapshot<T>): void {
    this.#items.clear();
    for (const [id, item] of snapshot.items) this.#items.set(id, structuredClone(item));
    this.#next = snapshot.nextId;
  }

  /** Returns to the seed and restarts the ids, so every test sees the same ids. */
  reset(): void {
    this.#items.clear();
    for (const [id, item] of this.#seed) this.#items.set(id, structuredClone(item));
    this.#next = 1;
  }

  #takeId(): string {
    let id: string;
    do id = `${this.#prefix}${this.#next++}`;
    while (this.#items.has(id));
    return id;
  }
}

/** Creates a {@link MemoryStore}. */
export function createStore<T>(options?: StoreOptions<T>): MemoryStore<T> {
  return new MemoryStore<T>(options);
}
