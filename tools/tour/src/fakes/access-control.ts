import { accessControlServiceInfo } from '@org/access-control';
import { startAccessControlFake, type AccessControlFake } from '@org/access-control/testing';
import { defineFake } from './define-fake.js';
import { nonEmptyText, positiveInteger } from './fake-options.js';
import type { FakeEntry } from './running-fake.js';

const options = {
  providerNamespace: nonEmptyText('provider namespace segment of the paths (default Vendor.Authorization)', 'Microsoft.Authorization'),
  pageSize: positiveInteger('items per list page before a nextLink (default 100)', '2'),
};

/** The access control fake; `token` is the subscription owner's. */
export const accessControlFake: FakeEntry<AccessControlFake> = defineFake({
  service: accessControlServiceInfo.name,
  options,
  start: startAccessControlFake,
  show: (fake, given) => {
    const namespace = given.providerNamespace ?? 'Vendor.Authorization';
    return {
      settings: {
        token: fake.tokens.owner,
        readerToken: fake.tokens.reader,
        adminToken: fake.tokens.admin,
        subscriptionId: fake.subscriptionId,
        principalId: fake.principalIds.reader,
      },
      sample: {
        method: 'GET',
        path: `/subscriptions/${fake.subscriptionId}/providers/${namespace}/classicAdministrators?api-version=2015-07-01`,
        headers: { Authorization: `Bearer ${fake.tokens.owner}` },
      },
    };
  },
});
