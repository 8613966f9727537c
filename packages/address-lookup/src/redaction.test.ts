import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { shareFake, testClient } from '../test/support.js';
import type { CredentialPlacement } from './credentials.js';

const fake = await shareFake();

/** Every way an error could be shown. */
function renderings(error: unknown): string[] {
  const shown = [JSON.stringify(error), inspect(error, { depth: 10 }), inspect(error, { depth: 10, showHidden: true }), String(error)];
  if (error instanceof Error) shown.push(error.message, error.stack ?? '');
  return shown;
}

function expectNoSecret(error: unknown, secrets: readonly string[]): void {
  expect(error).toBeInstanceOf(Error);
  for (const text of renderings(error)) {
    for (const secret of secrets) {
      expect(text.includes(secret) || text.includes(encodeURIComponent(secret)), `${secret} in ${text}`).toBe(false);
    }
  }
}

describe.each<CredentialPlacement>(['header', 'query'])('no credential in errors, credentials in the %s', (placement) => {
  it('a refused API key (401)', async () => {
    const secret = 'ak_wrong_key_9f31';
    const error = await testClient(fake, { apiKey: secret, credentialPlacement: placement }).postcodes.lookup({ postcode: 'M1 1AE' }).catch((e: unknown) => e);
    expectNoSecret(error, [secret]);
  });

  it('a refused user token (401), a key in the path (404) and a licensee (404)', async () => {
    const token = 'uk_wrong_token_4c2e';
    const refused = await testClient(fake, { userToken: token, credentialPlacement: placement }).keys.details().catch((e: unknown) => e);
    expectNoSecret(refused, [token, fake.account.apiKey]);
    const otherKey = 'ak_someone_elses_7d1';
    const missing = await testClient(fake, { credentialPlacement: placement }).keys.usage({ key: otherKey }).catch((e: unknown) => e);
    expectNoSecret(missing, [otherKey, fake.account.userToken]);
    const licensee = 'sk_not_a_licensee_55';
    const gone = await testClient(fake, { credentialPlacement: placement, apiKey: fake.account.subLicensedKey, licensee })
      .postcodes.lookup({ postcode: 'M1 1AE' })
      .catch((e: unknown) => e);
    expectNoSecret(gone, [licensee, fake.account.subLicensedKey]);
  });

  it('a 503 after retries, and a 200 carrying an error code', async () => {
    fake.faults.status([503], { operation: 'emails.validate', times: 'always' });
    const retried = await testClient(fake, { credentialPlacement: placement }).emails.validate({ query: 'a@b.example' }).catch((e: unknown) => e);
    expectNoSecret(retried, [fake.account.apiKey]);
    fake.faults.clear();
    fake.faults.status([200], { operation: 'emails.validate', body: { code: 4010, message: `Key ${fake.account.apiKey} is not valid` } });
    const echoed = await testClient(fake, { credentialPlacement: placement }).emails.validate({ query: 'a@b.example' }).catch((e: unknown) => e);
    expectNoSecret(echoed, [fake.account.apiKey]);
    expect(String(echoed)).toContain('[REDACTED]');
  });
});

it('the credentials did travel, so the checks above are not vacuous', async () => {
  await testClient(fake, { credentialPlacement: 'query' }).postcodes.lookup({ postcode: 'M1 1AE' });
  expect(fake.requests[0]!.query.get('api_key')).toBe(fake.account.apiKey);
});
