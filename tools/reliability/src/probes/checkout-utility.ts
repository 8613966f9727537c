import { checkoutUtilityService, createCheckoutUtilityClient, createCheckoutUtilityClientFor, type CheckoutUtilityClient } from '@org/checkout-utility';
import { call, clientsOf, defineProbe, type Probe } from '../probe.js';

const create = (client: CheckoutUtilityClient, originDomains: string[]) => client.originKeys.create({ body: { originDomains } });

export const checkoutUtilityProbe: Probe<CheckoutUtilityClient> = defineProbe<CheckoutUtilityClient>({
  definition: checkoutUtilityService,
  ...clientsOf(createCheckoutUtilityClient, createCheckoutUtilityClientFor, (settings) => ({ apiKey: settings.apiKey! })),
  // The service's one operation is a POST: no idempotent read to retry.
  create: call({
    operation: 'originKeys.create',
    input: () => ({ body: { originDomains: ['https://www.example.com', 'http://localhost:3000'] } }),
    send: (client: CheckoutUtilityClient, input, options) => client.originKeys.create(input, options),
  }),
  badInputs: [
    { name: 'no origin domain', field: 'body.originDomains', send: (client) => create(client, []) },
    { name: 'domain with a path', field: 'body.originDomains.0', send: (client) => create(client, ['https://www.example.com/shop']) },
    { name: 'domain with a trailing slash', field: 'body.originDomains.0', send: (client) => create(client, ['https://www.example.com/']) },
    { name: 'domain without a scheme', field: 'body.originDomains.0', send: (client) => create(client, ['www.example.com']) },
    { name: 'domain with another scheme', field: 'body.originDomains.1', send: (client) => create(client, ['https://a.example.com', 'ftp://b.example.com']) },
    { name: 'domain with user info', field: 'body.originDomains.0', send: (client) => create(client, ['https://user:pw@www.example.com']) },
    { name: 'domain with upper-case letters', field: 'body.originDomains.0', send: (client) => create(client, ['https://WWW.Example.com']) },
    { name: 'domain with a query', field: 'body.originDomains.0', send: (client) => create(client, ['https://www.example.com?x=1']) },
    { name: 'domain as a number', field: 'body.originDomains.0', send: (client) => create(client, [42 as never]) },
    { name: 'domains as a string, not a list', field: 'body.originDomains', send: (client) => create(client, 'https://www.example.com' as never) },
  ],
  auth: [
    {
      scheme: 'apiKeyHeader',
      credentials: (target) => ({ apiKey: target.settings.apiKey! }),
      client: (target, credentials, options) => createCheckoutUtilityClient({ ...options, baseUrl: target.url, apiKey: credentials.apiKey! }),
    },
  ],
});
