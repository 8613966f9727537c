/** The API key the fake accepts unless told otherwise. */
export const TEST_API_KEY = 'test-webhooks-api-key';

/** The app the fake knows unless told otherwise. */
export const TEST_APP_ID = 1001;
