/** Version of this package, sent in the user agent. */
export const version = '0.1.0';
