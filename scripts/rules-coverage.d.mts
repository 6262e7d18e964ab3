export interface AllowStatement {
  ops: string[];
  /** Where the condition starts, as the emulator reports it (1-based line and column). */
  line: number;
  column: number;
  /** The line of the `allow` keyword. */
  statementLine: number;
  /** The statement on one line. */
  text: string;
  /** The condition is the literal `true` or `false` (or absent). */
  constant: boolean;
}
export interface Outcomes {
  true: number;
  false: number;
  /** Evaluations that ended in an error (the request is denied). */
  error: number;
}
export interface CoverageReport {
  rules?: { files?: { content?: string }[] };
  report?: Record<string, unknown>;
}
export declare function allowStatements(rules: string): AllowStatement[];
export declare function outcomes(report: CoverageReport): Map<string, Outcomes>;
export declare function coverage(
  rules: string,
  reports: CoverageReport[],
): (AllowStatement & Outcomes & { traced: boolean })[];
