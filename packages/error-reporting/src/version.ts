/** Version of this package, sent in the user agent (`@org/error-reporting/<version>`). */
export const VERSION = '0.1.0';
