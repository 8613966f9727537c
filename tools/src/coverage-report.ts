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

/** Result of comparing a service package's operation table with the spec. */
export interface CoverageReport {
  readonly service: string;
  /** Number of spec rows for the service. */
  readonly total: number;
  /** Number of spec rows the package declares. */
  readonly covered: number;
  readonly missing: SpecOperation[];
  readonly deprecatedMismatch: DeprecatedMismatch[];
  readonly unknown: UnknownOperation[];
  /** True when nothing is missing, mismatched or unknown. */
  readonly ok: boolean;
}
