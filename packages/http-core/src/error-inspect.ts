/**
 * How `util.inspect` shows an SDK error on Node, Deno and Bun: its stack, then the plain view of `toJSON()`,
 * secret-free as that is. A browser's console never asks for it: browser builds get `error-inspect.browser.ts`.
 */

/** The view `toJSON()` gives of an error. */
interface ShownError {
  readonly name: string;
  readonly message: string;
  readonly stack?: string | undefined;
  toJSON(): Record<string, unknown>;
}

/** Gives the errors of `errorClass` the method `util.inspect` calls (`Symbol.for('nodejs.util.inspect.custom')`). */
export function addInspect(errorClass: { readonly prototype: ShownError }): void {
  Object.defineProperty(errorClass.prototype, Symbol.for('nodejs.util.inspect.custom'), {
    value(this: ShownError, _depth: number, options: unknown, inspect?: (value: unknown, options: unknown) => string): string {
      const json = this.toJSON();
      const body = typeof inspect === 'function' ? inspect(json, options) : JSON.stringify(json, null, 2);
      return `${this.stack ?? `${this.name}: ${this.message}`}\n${body}`;
    },
    writable: true,
    configurable: true,
  });
}
