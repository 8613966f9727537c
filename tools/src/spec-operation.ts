/** One row of the spec's operation table. */
export interface SpecOperation {
  /** Service the operation belongs to, e.g. `access-control`. */
  readonly service: string;
  /** Upper-case HTTP method. */
  readonly method: string;
  /** Literal path template as written in the spec. */
  readonly path: string;
  /** Whether the spec marks the operation as deprecated. */
  readonly deprecated: boolean;
  /** Short description of what the operation does. */
  readonly purpose: string;
}
