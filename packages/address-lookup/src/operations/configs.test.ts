import { isValidationError } from '@org/http-core';
import { expect, it } from 'vitest';
import { shareFake, testClient } from '../../test/support.js';
import { isAddressLookupError } from '../errors.js';
import { orNull } from '../not-found.js';

const fake = await shareFake();

it('creates, lists, reads, updates and deletes configs of a key', async () => {
  const client = testClient(fake);
  const created = await client.configs.create({ body: { name: 'footer', payload: '{"limit":5}' } });
  expect(created).toMatchObject({ name: 'footer', payload: '{"limit":5}' });
  expect((await client.configs.list()).configs.map((config) => config.name)).toEqual(['checkout', 'footer']);
  expect(await client.configs.get({ config: 'footer' })).toEqual(created);
  const updated = await client.configs.update({ config: 'footer', body: { payload: '{"limit":8}' } });
  expect(updated.payload).toBe('{"limit":8}');
  expect(fake.requests.at(-1)!.method).toBe('POST');
  expect(await client.configs.delete({ config: 'footer' })).toEqual({ deleted: 1 });
  expect(await orNull(client.configs.get({ config: 'footer' }))).toBeNull();
});

it('refuses a name already taken with 400 and code 4001', async () => {
  const error = await testClient(fake).configs.create({ body: { name: 'checkout', payload: '{}' } }).catch((caught: unknown) => caught);
  expect(isAddressLookupError(error) && [error.status, error.apiCode]).toEqual([400, 4001]);
});

it('refuses a name longer than 32 or a payload longer than 4096 characters before sending', async () => {
  const client = testClient(fake);
  const name = await client.configs.create({ body: { name: 'n'.repeat(33), payload: '' } }).catch((error: unknown) => error);
  const payload = await client.configs.update({ config: 'checkout', body: { payload: 'p'.repeat(4097) } }).catch((error: unknown) => error);
  expect(isValidationError(name) && name.field).toBe('body.name');
  expect(isValidationError(payload) && payload.field).toBe('body.payload');
  expect(fake.requestCount()).toBe(0);
});

it('sends an update (a POST) once under a 503, and retries a read', async () => {
  const client = testClient(fake);
  fake.faults.status([503], { operation: 'configs.update' });
  const error = await client.configs.update({ config: 'checkout', body: { payload: '{}' } }).catch((caught: unknown) => caught);
  expect(isAddressLookupError(error) && error.status).toBe(503);
  expect(fake.requestCount('configs.update')).toBe(1);
  fake.faults.status([503], { operation: 'configs.get' });
  const { data, response } = await client.configs.get({ config: 'checkout' }).withResponse();
  expect(data.name).toBe('checkout');
  expect(response.attempts).toBe(2);
});
