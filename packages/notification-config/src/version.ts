/** Replaced by the package's version when the package is built (and in its tests): see `tools/scripts/bundle-dist.mjs`. */
declare const PACKAGE_VERSION: string;

/** This package's version, as in its `package.json`; sent in the user agent. */
export const VERSION: string = PACKAGE_VERSION;
