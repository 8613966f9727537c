/** Version of this package, sent in the user agent (`@org/event-trigger/<version>`). */
export const VERSION = '0.1.0';
