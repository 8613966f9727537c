/**
 * Browser budgets of pages built on `create<Name>ClientFor`, measured as users ship them: a Vite production build
 * of the page, every JavaScript file it loads before its first successful answer, each gzipped (level 9), summed
 * (`vite-page.ts`). `size-budgets.test.ts` enforces them in `npm test`; `npm run bench:sizes` prints each figure.
 */

/** A page of one package: the operations it binds and calls, as `group.method` ids. */
export interface BudgetedPage {
  readonly packageName: string;
  /** What the page does, e.g. `address form`. */
  readonly label: string;
  readonly calls: readonly string[];
  /** The most it may load before its first successful answer, gzip bytes. */
  readonly gzipBytes: number;
}

/** An address form: suggestions while typing, then the chosen one resolved. */
export const addressForm: BudgetedPage = {
  packageName: '@org/address-lookup',
  label: 'address form (autocomplete.find + autocomplete.resolveGbr)',
  calls: ['autocomplete.find', 'autocomplete.resolveGbr'],
  gzipBytes: 24 * 1024,
};

/** The most a page that binds and calls one operation of a service may load before its first answer, gzip bytes. */
export const ONE_OPERATION_GZIP = 24 * 1024;

/** The most each operation after the first may add to a page on average, gzip bytes. */
export const FURTHER_OPERATION_GZIP = 600;

/**
 * What the service's own vendor client loads for the same address form, gzip bytes: the figure the address form
 * is compared with.
 */
export const VENDOR_ADDRESS_FORM_GZIP = Math.round(19.6 * 1024);

/**
 * Modules of the built packages that a call imports only when it fails (`import()` on the error path), by the end of
 * their path (`http-core/dist/browser/<file>.js`). Their chunks are printed, not budgeted: a page that never fails
 * never loads them. A chunk a page imports on demand that is not listed here counts as loaded before the first
 * answer.
 */
export const errorPathModules: readonly string[] = [];
