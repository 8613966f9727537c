import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { widgetShopService } from '../fixtures/widgets-service/src/service.js';
import { generatedTsBanner } from './generated-banner.js';
import { renderOperationTypes } from './operation-types.js';
import { virtualFileDiagnostics } from './virtual-file-diagnostics.js';

const fixture = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'widgets-service', 'src');

/** The diagnostics of the fixture service with `text` as its `src/operation-types.ts`. */
function compile(text: string): string[] {
  const file = join(fixture, 'operation-types.ts');
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2023,
    strict: true,
    noUnusedLocals: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    customConditions: ['@org/source'],
  };
  return virtualFileDiagnostics(file, text, options);
}

let rendered: string;
beforeAll(() => {
  rendered = renderOperationTypes(widgetShopService, fixture);
}, 180_000); // runs the compiler: a bound against hanging (a minute on a loaded machine), not a speed check

describe('renderOperationTypes', () => {
  it('starts with the generated banner', () => {
    expect(rendered.split('\n')[0]).toBe(generatedTsBanner);
  });

  it("declares each input as an interface of described fields, typed from the table's input", () => {
    expect(rendered).toContain(
      [
        '/**',
        ' * Input of `widgets.get` (Get a widget).',
        ' *',
        ' * @deprecated The service deprecates this operation.',
        ' */',
        'export interface WidgetsGetInput {',
        '  /** Id of the widget. */',
        "  id: OperationInput<WidgetShopGroups['widgets']['get']>['id'];",
        '  /** Region of the widget; the client may supply it. */',
        "  region?: OperationInput<WidgetShopGroups['widgets']['get']>['region'];",
        '}',
      ].join('\n'),
    );
  });

  it('makes a field optional as the compiler types it: a default, an optional body, a custom schema admitting undefined', () => {
    expect(rendered).toContain("  size?: OperationInput<WidgetShopGroups['widgets']['list']>['size'];");
    expect(rendered).toContain("  body?: OperationInput<WidgetShopGroups['widgets']['rebuild']>['body'];");
    expect(rendered).toContain('  body: WidgetInput;');
  });

  it('describes a body by its operation and encoding', () => {
    expect(rendered).toContain('  /** The request body of `widgets.create` (Create a widget), sent as JSON. */');
  });

  it('gives each group an interface of methods carrying the TSDoc written on the operations, @deprecated added where due', () => {
    const at = rendered.indexOf('/** Widgets: made, read and rebuilt. */\nexport interface WidgetsMethods {');
    expect(at).toBeGreaterThan(-1);
    const group = rendered.slice(at);
    expect(group).toContain(
      [
        '  /**',
        '   * Gets a widget by id.',
        '   *',
        '   * @example',
        '   * ```ts',
        '   * const widget = await client.widgets.get({',
        "   *   id: 'w1',",
        '   * });',
        '   * ```',
        '   *',
        '   * @deprecated The service deprecates this operation.',
        '   */',
        '  get(input: WidgetsGetInput, options?: CallOptions): ApiPromise<WidgetsGetOutput>;',
      ].join('\n'),
    );
  });

  it('returns what the engine returns: a page iterator for a list, a poller with resume for a long-running operation', () => {
    expect(rendered).toContain('  list(input?: WidgetsListInput, options?: CallOptions & PageOptions): PageIterator<WidgetsListItem, WidgetsListOutput>;');
    expect(rendered).toContain(
      [
        '  readonly rebuild: {',
        '    (input?: WidgetsRebuildInput, options?: LongRunningCallOptions): Poller<WidgetsRebuildResult>;',
        '    /** Follows an operation started earlier (possibly by another process), by its name. */',
        '    resume(name: string, options?: LongRunningCallOptions): Poller<WidgetsRebuildResult>;',
        '  };',
      ].join('\n'),
    );
    expect(rendered).toContain("export type WidgetsRebuildResult = OperationResult<WidgetShopGroups['widgets']['rebuild']>;");
  });

  it('names the models the package exports, in views whose fields holding other models name those models', () => {
    expect(rendered).toContain("import type * as z from '@org/http-core/zod';\nimport type { Part } from './models/part.js';\nimport type { Widget, WidgetPage } from './models/widget.js';");
    expect(rendered).toContain(
      [
        "/** @internal `Widget` as a result holds it, each field holding another model typed with that model's view. */",
        'type WidgetOutput = Flat<Omit<z.output<typeof Widget>, "parts"> & {',
        '  /** Its parts, spares first (a spare not yet fitted is `null`). */',
        '  parts?: (z.output<typeof Part> | null)[] | undefined;',
        '}>;',
      ].join('\n'),
    );
    expect(rendered).toContain('type WidgetPageOutput = Flat<Omit<z.output<typeof WidgetPage>, "widgets"> & {\n  /** The widgets of the page. */\n  widgets: WidgetOutput[];\n}>;');
    expect(rendered).toContain('type WidgetInput = Flat<Omit<z.input<typeof Widget>, "parts"> & {\n  /** Its parts, spares first (a spare not yet fitted is `null`). */\n  parts?: (z.input<typeof Part> | null)[] | undefined;\n}>;');
    // Written out as one object type, a view stays assignable to Record<string, unknown> as the model's type is.
    expect(rendered).toContain('type Flat<T> = { [K in keyof T]: T[K] };');
    expect(rendered).toContain('export type WidgetsGetOutput = WidgetOutput;');
    expect(rendered).toContain('export type WidgetsListOutput = WidgetPageOutput;');
    expect(rendered).toContain("export type WidgetsListItem = NonNullable<NonNullable<WidgetsListOutput>['widgets']>[number];");
    // A schema declared in place, not exported, keeps the table's type.
    expect(rendered).toContain("export type WidgetsRebuildOutput = OperationOutput<WidgetShopGroups['widgets']['rebuild']>;");
    expect(rendered).toContain('declare const _viewsAreTheModels: [\n  Assert<Same<WidgetOutput, z.output<typeof Widget>>>,');
  });

  it('declares the service surface with one documented member per group', () => {
    expect(rendered).toContain('  /** Long-running operations, read while they run. */\n  readonly operations: OperationsMethods;');
    expect(rendered).toContain('declare const _surfaceIsTheTable: Assert<Mutual<WidgetShopMethods, ServiceClient<WidgetShopGroups>>>;');
  });

  it('compiles, and its checks fail when the surface strays from the table', () => {
    expect(compile(rendered)).toEqual([]);
    const optionalId = rendered.replace("  id: OperationInput<WidgetShopGroups['widgets']['get']>['id'];", "  id?: OperationInput<WidgetShopGroups['widgets']['get']>['id'];");
    expect(compile(optionalId)).toEqual([
      "Assert<Same<WidgetsGetInput, OperationInput<WidgetShopGroups['widgets']['get']>>>, :: Type 'false' does not satisfy the constraint 'true'.",
    ]);
    const wrongOutput = rendered.replace('ApiPromise<WidgetsCreateOutput>;', 'ApiPromise<string>;');
    expect(compile(wrongOutput)).toEqual([
      "declare const _surfaceIsTheTable: Assert<Mutual<WidgetShopMethods, ServiceClient<WidgetShopGroups>>>; :: Type 'false' does not satisfy the constraint 'true'.",
    ]);
    const requiredParts = rendered.replace('  parts?: (z.output<typeof Part> | null)[] | undefined;', '  parts: (z.output<typeof Part> | null)[];');
    // The view strays from its model, so do the views and the surface built on it.
    expect(compile(requiredParts)).toEqual([
      "declare const _surfaceIsTheTable: Assert<Mutual<WidgetShopMethods, ServiceClient<WidgetShopGroups>>>; :: Type 'false' does not satisfy the constraint 'true'.",
      "Assert<Same<WidgetOutput, z.output<typeof Widget>>>, :: Type 'false' does not satisfy the constraint 'true'.",
      "Assert<Same<WidgetPageOutput, z.output<typeof WidgetPage>>>, :: Type 'false' does not satisfy the constraint 'true'.",
    ]);
  }, 60_000);
});
