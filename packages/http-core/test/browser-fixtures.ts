/**
 * Values shared by the browser test server (`browser-global-setup.ts`, Node) and the browser tests.
 * No Node imports here: the browser bundle imports this file.
 */

/** The bearer token the test server accepts on `/secure/*`. */
export const BROWSER_TEST_TOKEN = 'browser-test-token-7f3a9c';
