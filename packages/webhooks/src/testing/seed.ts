/** The API key the fake accepts unless told otherwise. */
export const TEST_API_KEY = 'test-webhooks-api-key';

/** The app the fake knows unless told otherwise. */
export const TEST_APP_ID = 1001;

/** The app's client secret the fake signs deliveries with unless told otherwise. */
export const TEST_CLIENT_SECRET = 'test-webhooks-client-secret';

/** The account (portal) in which the fake's changes happen unless a change names another. */
export const TEST_PORTAL_ID = 2001;
