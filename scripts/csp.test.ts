import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cspProblems, cspValue, emulatorOrigins, inlineScriptHashes, POLICY, scriptHash, writeCsp } from './csp.mjs';
import { ports } from './emulators.mjs';

const LOADER = 'document.title="x"';
const THEME = '(()=>{document.documentElement.dataset.theme="dark"})();';

describe('scripts/csp.mjs', () => {
  let root = '';
  const dist = () => join(root, 'web/dist');
  const config = (csp?: string) =>
    writeFileSync(
      join(root, 'firebase.json'),
      JSON.stringify({ hosting: { public: 'web/dist', headers: [{ source: '**', headers: csp === undefined ? [] : [{ key: 'Content-Security-Policy', value: csp }] }] } }),
    );
  const page = (file: string, body: string) => writeFileSync(join(dist(), file), `<!doctype html><html><head><script>${THEME}</script></head><body>${body}</body></html>`);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'mb-csp-'));
    mkdirSync(dist(), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('hashes the inline scripts a browser runs, not external scripts or data blocks', () => {
    page('index.html', `<script type="application/json" id="d">{"a":1}</script><script>${LOADER}</script><script type="module" src="/assets/x.js"></script>`);
    page('app.html', '');
    expect(inlineScriptHashes(dist())).toEqual(
      [
        { hash: scriptHash(LOADER), files: ['index.html'] },
        { hash: scriptHash(THEME), files: ['app.html', 'index.html'] },
      ].sort((a, b) => (a.hash < b.hash ? -1 : 1)),
    );
    // The same digest as a browser's: SHA-256 of the UTF-8 text, base64.
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('names each problem in one line: a missing hash, a stale one, an inline handler, no build, no policy', () => {
    page('index.html', `<script>${LOADER}</script><button onclick="go()">Go</button>`);
    config(cspValue([scriptHash(THEME), scriptHash('old()')]));
    const problems = cspProblems(root);
    expect(problems).toEqual([
      expect.stringMatching(/^web\/dist\/index\.html: an inline event handler \(button onclick=\)/),
      `firebase.json: the Content-Security-Policy lacks ${scriptHash(LOADER)}, the hash of an inline script in index.html (node scripts/csp.mjs --write)`,
      `firebase.json: the Content-Security-Policy names ${scriptHash('old()')}, which no inline script in web/dist has (stale: node scripts/csp.mjs --write)`,
    ]);
    config();
    expect(cspProblems(root)[0]).toMatch(/^firebase\.json: hosting\.headers has no Content-Security-Policy/);
    rmSync(dist(), { recursive: true });
    config(cspValue([]));
    expect(cspProblems(root)).toEqual(['web/dist is not built, so the inline scripts\' hashes cannot be checked (npm run build -w web)']);
  });

  it('--write puts the build\'s hashes into firebase.json, after which there is no problem; a changed directive is one', () => {
    page('index.html', `<script>${LOADER}</script>`);
    config("default-src 'self'");
    writeCsp(root);
    expect(cspProblems(root)).toEqual([]);
    const written = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as { hosting: { headers: { headers: { value: string }[] }[] } };
    const value = written.hosting.headers[0].headers[0].value;
    expect(value).toContain(`script-src 'self' ${[scriptHash(LOADER), scriptHash(THEME)].sort().join(' ')} https://apis.google.com`);
    config(value.replace("object-src 'none'", "object-src 'self'"));
    expect(cspProblems(root)).toEqual([expect.stringMatching(/^firebase\.json: the Content-Security-Policy is not the one scripts\/csp\.mjs defines/)]);
  });

  it('allows scripts only from the site, by hash and from the named hosts; the emulators only where asked', () => {
    expect(POLICY['script-src'].join(' ')).not.toMatch(/'unsafe-(inline|eval)'|\*|http:|data:/);
    expect(POLICY['object-src']).toEqual(["'none'"]);
    const deployed = cspValue([scriptHash(LOADER)]);
    expect(deployed).not.toContain('127.0.0.1');
    const emulated = cspValue([scriptHash(LOADER)], emulatorOrigins(ports(300)));
    const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive(emulated, 'connect-src')).toBe(`${directive(deployed, 'connect-src')} http://127.0.0.1:9399 http://127.0.0.1:8380 http://127.0.0.1:5301`);
    expect(directive(emulated, 'frame-src')).toBe(`${directive(deployed, 'frame-src')} http://127.0.0.1:9399`);
    expect(directive(emulated, 'script-src')).toBe(directive(deployed, 'script-src'));
  });
});
