/**
 * The service the load and soak runs call: one item by id, and a long list of items paged by token. The list
 * is computed page by page, so a walk of any length holds one page at a time on either side.
 */
import { defineListOperation, defineService, pageTokenPaging } from '@org/http-core';
import * as z from 'zod/mini';
import { Item } from './request-cpu.js';

/** Bearer token of the soak runs. */
export const SOAK_TOKEN = 'soak-token-4b1f9e';

export const soakService = defineService({
  name: 'soak',
  packageName: '@org/soak',
  version: '0.0.0',
  defaultAuth: ['bearer'],
  groups: {
    items: {
      get: {
        method: 'GET',
        path: '/items/{itemId}',
        summary: 'Get an item',
        pathParams: { itemId: z.string() },
        response: Item,
      },
      list: defineListOperation({
        method: 'GET',
        path: '/items',
        summary: 'List items',
        query: {
          total: z.int().check(z.positive()),
          pageSize: z.optional(z.int().check(z.positive())),
          pageToken: z.optional(z.string()),
        },
        response: z.looseObject({ items: z.array(Item), nextPageToken: z.optional(z.string()) }),
        pagination: pageTokenPaging({ items: 'items', tokenParam: 'pageToken', nextToken: 'nextPageToken' }),
      }),
    },
  },
});

/** The item with index `n`. */
export function itemAt(n: number): z.infer<typeof Item> {
  return { id: `item-${n}`, name: `Widget ${n}`, price: (n % 1000) / 10, tags: ['soak', n % 2 === 0 ? 'even' : 'odd'], active: n % 3 !== 0, updatedAt: '2024-05-01T10:00:00Z' };
}
