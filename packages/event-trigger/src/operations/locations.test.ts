import type { ApiError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { shareFake } from '../test-support/shared-fake.js';

const { fake, client } = await shareFake();

describe('locations.list', () => {
  it('lists the supported locations of a project', async () => {
    const locations = await client.locations.list({ name: 'projects/another-project' }).toArray();
    expect(locations.map((l) => l.name)).toEqual([
      'projects/another-project/locations/us-central1',
      'projects/another-project/locations/europe-west1',
      'projects/another-project/locations/asia-northeast1',
    ]);
    expect(locations[2]).toMatchObject({ locationId: 'asia-northeast1', displayName: 'Tokyo', labels: { 'cloud.googleapis.com/region': 'asia-northeast1' } });
  });

  it('pages with page tokens', async () => {
    const sizes: number[] = [];
    for await (const page of client.locations.list({ name: `projects/${fake.project}`, pageSize: 2 }).byPage()) sizes.push(page.items.length);
    expect(sizes).toEqual([2, 1]);
    expect(fake.requests[1]?.query.get('pageToken')).toEqual(expect.any(String));
  });

  it('filters by field, including labels', async () => {
    const tokyo = await client.locations.list({ name: `projects/${fake.project}`, filter: 'displayName="Tokyo"' }).toArray();
    expect(tokyo.map((l) => l.locationId)).toEqual(['asia-northeast1']);
    const notIowa = await client.locations.list({ name: `projects/${fake.project}`, filter: 'labels.cloud.googleapis.com/region!=us-central1' }).toArray();
    expect(notIowa).toHaveLength(2);
  });

  it('refuses a malformed filter', async () => {
    const error = await client.locations
      .list({ name: `projects/${fake.project}`, filter: 'displayName ~ Tokyo' })
      .toArray()
      .then(
        () => undefined,
        (e: unknown) => e as ApiError,
      );
    expect(error).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
  });
});

describe('locations.get', () => {
  it('gets one location as locations.list lists it', async () => {
    const [listed] = await client.locations.list({ name: `projects/${fake.project}` }).toArray();
    const got = await client.locations.get({ name: listed!.name });
    expect(got).toEqual(listed);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1beta1/${listed!.name}`, operationId: 'locations.get', status: 200 });
  });

  it('answers NOT_FOUND for a location the service does not run in', async () => {
    await expect(client.locations.get({ name: `projects/${fake.project}/locations/mars-north1` })).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('refuses a name that is no location before sending, naming the shape it takes', async () => {
    await expect(client.locations.get({ name: `projects/${fake.project}` })).rejects.toThrow('projects/{project}/locations/{location}');
    await expect(client.locations.get({ name: `${fake.parent}/triggers/a` })).rejects.toThrow('projects/{project}/locations/{location}');
    expect(fake.requestCount()).toBe(0);
  });
});
