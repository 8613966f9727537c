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
 * Until the budgets above are met, the most each page that is over its budget may load: its figure when the
 * budgets were set, rounded up to the next half kilobyte (at least 0.2 KB above it). A change that grows such a
 * page past its ceiling fails `size-budgets.test.ts`; a page within its budget is held to the budget. Keys are
 * the subjects of `budget-checks.ts`. Lower a ceiling whenever a page shrinks.
 */
export const ceilings: Readonly<Record<string, number>> = {
  '@org/address-lookup: address form (autocomplete.find + autocomplete.resolveGbr)': 25 * 1024,
  '@org/address-lookup: one operation (addresses.extract)': 25.5 * 1024,
};

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
 * What the encoder of request bodies is imported on: a body the operation's declared encoder does not write (a JSON
 * body declared without `jsonBody`, another encoding, extra body fields, or a value such as a `BigInt` or an object
 * with a `toJSON` method that the encoder of plain JSON bodies leaves to it). A page whose calls send such a body loads it before its first answer; the pages
 * here send plain JSON data (from `JSON.parse`), so only the declaration counts.
 */
export const SENDS_OTHER_BODY = 'a call sends a body its operation does not declare with jsonBody, or one other than plain JSON data';

/** What the reading of streamed answers is imported on: a page whose calls stream an answer loads it before its first answer. */
export const STREAMS = 'a call streams its answer';

/**
 * Modules a call imports (`import()`) only in some case: their chunks are printed apart and not budgeted for a page
 * that never fails, or never uses the feature, since such a page never loads them; a page whose calls do use it
 * (`SENDS_OTHER_BODY`, `STREAMS`: see `operation-pages.ts`) counts them as loaded on the way. A chunk a page imports on
 * demand whose module is not listed here counts as loaded before the first answer.
 */
export const conditionalModules: readonly ConditionalModule[] = [
  { module: 'http-core/dist/browser/error-path.js', when: ON_FAILURE },
  { module: 'http-core/dist/browser/request-body.js', when: SENDS_OTHER_BODY },
  { module: 'http-core/dist/browser/limited-stream.js', when: STREAMS },
  { module: 'http-core/dist/browser/attempt-extras.js', when: 'the client has hooks, a throttle, a token provider or debug logging, or a call reports upload progress' },
  { module: 'http-core/dist/browser/external-url.js', when: 'a call goes to a URL the service handed back' },
  { module: 'http-core/dist/browser/link-request.js', when: 'a call follows a page link' },
  { module: 'http-core/dist/browser/page-walk.js', when: 'a list walk goes past its first page' },
  { module: 'http-core/dist/browser/undeclared-request.js', when: 'a call the table does not declare is made (client.request)' },
  { module: 'http-core/dist/browser/redirect.js', when: 'an answer redirects the call' },
  { module: 'address-lookup/dist/browser/rate-limit-queue.js', when: 'a client made with rateLimit makes its first call' },
  { module: 'address-lookup/dist/browser/error-format.js', when: ON_FAILURE },
  { module: 'error-reporting/dist/browser/error-format.js', when: ON_FAILURE },
  { module: 'access-control/dist/browser/error-format.js', when: ON_FAILURE },
  { module: 'checkout-utility/dist/browser/error-format.js', when: ON_FAILURE },
  { module: 'event-trigger/dist/browser/error-format.js', when: ON_FAILURE },
  { module: 'marketplace/dist/browser/error-format.js', when: ON_FAILURE },
  { module: 'notification-config/dist/browser/error-format.js', when: ON_FAILURE },
  { module: 'webhooks/dist/browser/error-format.js', when: ON_FAILURE },
  { module: 'docs-platform/dist/browser/error-format.js', when: ON_FAILURE },
  { module: 'app-lifecycle/dist/browser/error-format.js', when: ON_FAILURE },
];
