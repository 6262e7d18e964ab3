// Whether firebase.json's Content-Security-Policy allows exactly the inline scripts of the built pages: each inline
// `<script>` (one without `src`) of web/dist/**/*.html is allowed by its SHA-256 in the `script-src` directive of the
// header on source `**`, and no hash there is left over from an older build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every .html file under `dir`. */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The `'sha256-…'` sources of the script-src directive of the CSP header on source `**`, or null without one. */
function allowedHashes(rootDir) {
  const config = JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8'));
  const rule = (config.hosting?.headers ?? []).find((h) => h.source === '**');
  const header = rule?.headers?.find((h) => h.key.toLowerCase() === 'content-security-policy');
  if (!header) return null;
  const directive = header.value
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return new Set((directive ?? []).filter((source) => /^'sha256-.+'$/.test(source)).map((source) => source.slice(8, -1)));
}

/** The problems, one line each; empty when the hashes are current. */
export function cspProblems(rootDir) {
  const dist = join(rootDir, 'web/dist');
  if (!existsSync(join(dist, 'index.html'))) return ['web/dist is not built: the CSP hashes cannot be compared (npm run build -w web)'];
  const allowed = allowedHashes(rootDir);
  if (!allowed) return ["firebase.json: no Content-Security-Policy header on source '**'"];
  const problems = [];
  const used = new Set();
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\bsrc\s*=/i.test(attributes)) continue;
      const hash = createHash('sha256').update(body, 'utf8').digest('base64');
      used.add(hash);
      if (!allowed.has(hash)) problems.push(`${relative(rootDir, file)}: an inline script's 'sha256-${hash}' is not in firebase.json's script-src`);
    }
  }
  for (const hash of allowed) if (!used.has(hash)) problems.push(`firebase.json: script-src allows 'sha256-${hash}', which no built page has (stale)`);
  return problems;
}
