import type * as z from 'zod/mini';

/**
 * Any zod (classic or mini) schema, or a light one (`@org/http-core/light`), which speaks zod's protocol. Service
 * packages write theirs with `zod/mini` or light schemas.
 */
export type Schema<Output = unknown, Input = Output> = z.core.$ZodType<Output, Input>;
