import type { ClientOptions, Credential } from '@org/http-core';

/** Options of {@link createDocsPlatformClient}: the core client's options, the API key and the default documentation version. */
export interface DocsPlatformClientOptions extends Omit<ClientOptions, 'baseUrl' | 'auth'> {
  /**
   * The project's API key. The service takes it with HTTP Basic, as the user name with a blank password
   * (`Authorization: Basic base64("<key>:")`). It never appears in errors or logs.
   */
  readonly apiKey?: string;
  /** Any credential instead of `apiKey`, e.g. `basic(key)` from `@org/http-core`. */
  readonly auth?: Credential | readonly Credential[];
  /** Service address; default {@link docsPlatformUrl}. */
  readonly baseUrl?: string | URL;
  /**
   * The documentation version (`x-readme-version`, e.g. `v1.0`) used by the operations that need one, unless
   * a call passes its own `docsVersion`. Without either, those calls are refused before sending.
   */
  readonly docsVersion?: string;
}
