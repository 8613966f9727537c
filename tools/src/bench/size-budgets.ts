/**
 * Browser bundle budgets: for a package, the calls a typical page makes and the most that page's bundle of
 * the package (minified, gzip) may weigh. The bench measures and prints them; it fails nothing.
 */

/** A budget for one package. */
export interface SizeBudget {
  readonly packageName: string;
  /** What the page does, e.g. `autocomplete + resolve`. */
  readonly label: string;
  /** The client calls the page makes, as `group.method` ids. */
  readonly calls: readonly string[];
  /** Options given to the client factory besides `baseUrl`. */
  readonly clientOptions?: Readonly<Record<string, string | boolean>>;
  /** The budget, gzip bytes. */
  readonly gzipBytes: number;
}

/** The size budgets. */
export const sizeBudgets: readonly SizeBudget[] = [
  {
    packageName: '@org/address-lookup',
    label: 'autocomplete + resolve',
    calls: ['autocomplete.find', 'autocomplete.resolveGbr'],
    clientOptions: { apiKey: 'ak_test' },
    gzipBytes: 15 * 1024,
  },
];
