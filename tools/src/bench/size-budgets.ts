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

/** A module of a built package that a page imports only in some case, never on the way to a successful answer. */
export interface ConditionalModule {
  /** The end of its path, e.g. `http-core/dist/browser/error-path.js`. */
  readonly module: string;
  /** When it is imported, e.g. `a call fails`. */
  readonly when: string;
}

/** What the error path is imported on: its chunks are the error path of a page. */
export const ON_FAILURE = 'a call fails';

/**
 * Modules a call imports (`import()`) only in some case: their chunks are printed apart and not budgeted, since a
 * page that never fails, or never uses the feature, never loads them. A chunk a page imports on demand whose
 * module is not listed here counts as loaded before the first answer.
 */
export const conditionalModules: readonly ConditionalModule[] = [{ module: 'http-core/dist/browser/error-path.js', when: ON_FAILURE }];
