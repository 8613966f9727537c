/**
 * Browser bundle budgets (esbuild, minified, gzip level 9) of pages built on `create<Name>ClientFor`, from the
 * built packages: `npm run bench` and `npm run bench:sizes` print each as within or OVER.
 */

/** A page of one package: the operations it binds and calls, as `group.method` ids. */
export interface BudgetedPage {
  readonly packageName: string;
  /** What the page does, e.g. `address form`. */
  readonly label: string;
  readonly calls: readonly string[];
  /** The most its bundle may weigh, gzip bytes. */
  readonly gzipBytes: number;
}

/** An address form: suggestions while typing, then the chosen one resolved. */
export const addressForm: BudgetedPage = {
  packageName: '@org/address-lookup',
  label: 'address form (autocomplete.find + autocomplete.resolveGbr)',
  calls: ['autocomplete.find', 'autocomplete.resolveGbr'],
  gzipBytes: 18 * 1024,
};

/** The most a page that binds and calls one operation of a service may weigh, gzip bytes. */
export const ONE_OPERATION_GZIP = 20 * 1024;

/** The most each operation after the first may add to a page on average, gzip bytes. */
export const FURTHER_OPERATION_GZIP = 600;
