/** One row of the spec's operation table, or of a table of the rows the spec leaves unlisted. */
export interface SpecOperation {
  /** Service the operation belongs to, e.g. `access-control`. */
  readonly service: string;
  /** Upper-case HTTP method. */
  readonly method: string;
  /** Literal path template as written in the spec. */
  readonly path: string;
  /** Whether the spec marks the operation as deprecated. */
  readonly deprecated: boolean;
  /** Short description of what the operation does; empty for an unlisted row (its purpose is the package's to write). */
  readonly purpose: string;
  /** For an unlisted row: the reference's tag, which groups the rows an issue takes on together (`distribute`, `errors`, ...). */
  readonly tag?: string;
  /** For an unlisted row: the reference's operationId, to find the row in the public description. */
  readonly referenceId?: string;
}
