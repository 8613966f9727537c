/**
 * What the fake knows from the start: its credentials and a project to use.
 */

/** The bearer token the fake accepts unless told otherwise. */
export const TEST_TOKEN = 'error-reporting-test-token';

/** The API key the fake accepts for reports unless told otherwise. */
export const TEST_API_KEY = 'error-reporting-test-key';

/** A project id to use in tests; the fake accepts any project. */
export const TEST_PROJECT = 'test-project';

/** The resource type the fake records for reported events, as the service fills it in. */
export const REPORTED_RESOURCE_TYPE = 'global';
