import { afterEach, describe, expect, inject, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountCheckoutForm } from '../test/checkout-page.js';
import { createAddressLookupClient } from './client.js';
import { isAddressLookupError, postcodeSuggestions } from './errors.js';
import { rateLimitOf } from './rate-limit-headers.js';

const client = () =>
  createAddressLookupClient({ baseUrl: inject('fakeUrl'), apiKey: inject('apiKey'), rateLimit: true, logLevel: 'silent', retry: { baseDelayMs: 10 } });

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

describe('a checkout page using @org/address-lookup in Chromium', () => {
  it('runs in a real browser', () => {
    expect(navigator.userAgent).toMatch(/Chrome\//);
  });

  it('autocompletes an address as the customer types, and fills the form with the one chosen', async () => {
    unmount = mountCheckoutForm(document.body, client());
    await userEvent.type(page.getByLabelText('Find your address'), 'lark hou');
    const option = page.getByRole('option', { name: 'Lark House, 128 Goswell Road, London, EC1V 4PW' });
    await expect.element(option).toBeVisible();
    await option.click();
    await expect.element(page.getByLabelText('Postcode')).toHaveValue('EC1V 4PW');
    await expect.element(page.getByLabelText('Address line 1')).toHaveValue('Lark House');
    await expect.element(page.getByLabelText('Address line 2')).toHaveValue('128 Goswell Road');
    await expect.element(page.getByLabelText('Town')).toHaveValue('London');
    await expect.element(page.getByRole('option')).not.toBeInTheDocument();
  });

  it('checks the e-mail when the customer leaves the field', async () => {
    unmount = mountCheckoutForm(document.body, client());
    await userEvent.type(page.getByLabelText('E-mail'), 'ada@lovelace.example');
    await userEvent.tab();
    await expect.element(page.getByRole('status')).toHaveTextContent('Deliverable');
    await userEvent.clear(page.getByLabelText('E-mail'));
    await userEvent.type(page.getByLabelText('E-mail'), 'bounce@lovelace.example');
    await userEvent.tab();
    await expect.element(page.getByRole('status')).toHaveTextContent('Not deliverable');
  });

  it('reads the rate-limit figures and the request id through CORS', async () => {
    const { data, response } = await client().autocomplete.find({ query: 'goswell' }).withResponse();
    expect(data.hits.length).toBeGreaterThan(0);
    expect(rateLimitOf(response.headers)).toMatchObject({ limit: 3000 });
    expect(response.requestId).toMatch(/^req-\d+$/);
  });

  it('gives a typed error with suggestions for an unknown postcode', async () => {
    const error = await client()
      .postcodes.lookup({ postcode: 'SW1A 2AO' })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(isAddressLookupError(error) && [error.status, error.apiCode]).toEqual([404, 4040]);
    expect(postcodeSuggestions(error)).toEqual(['SW1A 2AA']);
    expect(JSON.stringify(error)).not.toContain(inject('apiKey'));
  });
});
