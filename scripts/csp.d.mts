/** The CSP hashes' problems, one line each (scripts/csp.mjs). */
export declare function cspProblems(rootDir: string): string[];
