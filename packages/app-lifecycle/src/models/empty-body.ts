import { model } from '@org/http-core/light';
import type * as z from '@org/http-core/light';

/** A body the service takes without fields (answering or revoking an invitation): `{}` is sent when none is given. */
export const EmptyBody = model({});
/** A body without fields. */
export type EmptyBody = z.input<typeof EmptyBody>;
