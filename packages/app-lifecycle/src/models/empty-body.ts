import { model } from '@org/http-core';
import type * as z from '@org/http-core/zod';

/** A body the service takes without fields (answering or revoking an invitation): `{}` is sent when none is given. */
export const EmptyBody = model({});
/** A body without fields. */
export type EmptyBody = z.input<typeof EmptyBody>;
