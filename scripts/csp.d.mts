import type { Ports } from './emulators.mjs';
export declare const HASHES: string;
export declare const POLICY: Record<string, readonly string[]>;
export interface EmulatorOrigins {
  connect?: readonly string[];
  frame?: readonly string[];
}
export declare function cspValue(hashes: Iterable<string>, emulatorOrigins?: EmulatorOrigins): string;
export declare function emulatorOrigins(p: Ports): Required<EmulatorOrigins>;
export declare function emulatorPolicy(value: string, p: Ports): string;
export declare function scriptHash(text: string): string;
export interface InlineScript {
  /** `'sha256-...'`, as a policy names it. */
  hash: string;
  /** The pages holding it, relative to the build's folder. */
  files: string[];
}
export declare function scanBuiltPages(distDir: string): { scripts: InlineScript[]; handlers: string[] };
export declare function inlineScriptHashes(distDir: string): InlineScript[];
export interface FirebaseJsonHeader {
  key: string;
  value: string;
}
export declare function configuredCsp(config: { hosting?: { headers?: { source: string; headers: FirebaseJsonHeader[] }[] } }): FirebaseJsonHeader | undefined;
export declare function cspProblems(rootDir?: string): string[];
export declare function writeCsp(rootDir?: string): string;
