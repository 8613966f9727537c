import type { UploadProgress as CoreUploadProgress } from '@org/http-core';

/**
 * Progress of an upload: bytes of the request body sent so far (`loaded`), and the body's size (`total`).
 * It is the core's `UploadProgress`: the listener is the call option `onUploadProgress`, which the core hands
 * to ky while it streams the request body.
 *
 * `total` starts as ky's estimate of the multipart body (the file's size plus about 80 bytes of framing per
 * part), which is a little less than what is sent (the framing also holds the file name, its type and the
 * closing boundary). It is never less than `loaded`: near the end it grows with `loaded`, and the last
 * report has `loaded === total`, the exact number of bytes sent.
 */
export type UploadProgress = CoreUploadProgress;

/** Called as an upload's body is sent: after each chunk, and once more at the end with `loaded === total`. */
export type UploadProgressListener = (progress: UploadProgress) => void;
