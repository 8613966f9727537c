import type { SpecOperation } from './spec-operation.js';

/** A spec operation whose deprecated flag differs in the service package. */
export interface DeprecatedMismatch {
  readonly spec: SpecOperation;
  /** The flag the service package declares (absent counts as `false`). */
  readonly declared: boolean;
}

/** A declared operation that the spec does not list for the service. */
export interface UnknownOperation {
  readonly method: string;
  readonly path: string;
}

/** How many of the unlisted rows of one reference tag a package declares. */
export interface TagCoverage {
  readonly tag: string;
  readonly covered: number;
  readonly total: number;
  /** Whether the package has taken the tag on, so that its rows count in `total` and a missing one fails. */
  readonly required: boolean;
}

/** Result of comparing a service package's operation table with the spec. */
export interface CoverageReport {
  readonly service: string;
  /** Number of required rows: the spec's rows for the service and the unlisted rows of the tags taken on. */
  readonly total: number;
  /** Number of required rows the package declares. */
  readonly covered: number;
  readonly missing: SpecOperation[];
  readonly deprecatedMismatch: DeprecatedMismatch[];
  readonly unknown: UnknownOperation[];
  /** The unlisted rows of the service (the spec leaves some services' operations unlisted), by tag; empty otherwise. */
  readonly tags: TagCoverage[];
  /** True when nothing is missing, mismatched or unknown. */
  readonly ok: boolean;
}
