import type * as z from 'zod/mini';

/** Any zod (classic or mini) schema. Service packages write theirs with `zod/mini`. */
export type Schema<Output = unknown, Input = Output> = z.core.$ZodType<Output, Input>;
