import { linkHeaderPaging as pagesLinkedByHeader } from '@org/http-core';
import * as z from '@org/http-core/light';

/** Query parameters of the paged lists: `perPage` (1 to 100, the service's default 10) and `page` (from 1). */
export const pageQuery = {
  perPage: {
    schema: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(100))),
    description: "Items per page, 1 to 100; the service's default is 10.",
  },
  page: { schema: z.optional(z.number().check(z.int(), z.minimum(1))), description: "Page number, from 1; the service's default is 1." },
};

/**
 * How the paged lists page: numbered pages linked by the `Link` header's `rel="next"`. Each list declares it with
 * the property that identifies its items as well (`slug`, `_id`).
 */
export const linkHeaderPaging = pagesLinkedByHeader({ items: '' });
