/** Version of this package, sent in the user agent (`@org/app-lifecycle/<version>`). */
export const version = '0.1.0';
