/** The part of the MDN HTTP Observatory's scanner (`@mdn/mdn-http-observatory`, plain JavaScript) web/e2e/security.spec.ts uses. */
declare module '@mdn/mdn-http-observatory' {
  export interface ObservatoryCheck {
    pass: boolean | null;
    /** The outcome's name, e.g. `csp-implemented-with-no-unsafe`. */
    result: string | null;
    scoreModifier: number | null;
  }
  export interface ObservatoryScan {
    scan: { grade: string; score: number; testsPassed: number; testsFailed: number; testsQuantity: number };
    /** By check: `content-security-policy`, `strict-transport-security`, `redirection`, ... */
    tests: Record<string, ObservatoryCheck>;
  }
  /** Scans `http(s)://<host>/` (a host with a port works: it is put into the URL as given). */
  export function scan(host: string): Promise<ObservatoryScan>;
}
