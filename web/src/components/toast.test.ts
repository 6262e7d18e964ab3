// @vitest-environment node
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// web/src, whatever the test environment makes of import.meta.url.
const SRC = join(__dirname, '..');
const HELPER = 'components/toast.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** True when the expression is, or may evaluate to, text written in place ('...', `...`, a ? 'x' : y, a ?? 'x', 'x' + a). */
function hasLiteralText(node: ts.Expression): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) return true;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return hasLiteralText(node.expression);
  if (ts.isConditionalExpression(node)) return hasLiteralText(node.whenTrue) || hasLiteralText(node.whenFalse);
  if (ts.isBinaryExpression(node)) return hasLiteralText(node.left) || hasLiteralText(node.right);
  return false;
}

function literalProperty(object: ts.Expression, names: readonly string[]): string | null {
  if (!ts.isObjectLiteralExpression(object)) return null;
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && names.includes(property.name.getText()) && hasLiteralText(property.initializer)) {
      return property.name.getText();
    }
  }
  return null;
}

/** Every toast call with text written in place, and every toast shown around the helper, as "file:line: why". */
function toastProblems(root: string): string[] {
  const problems: string[] = [];
  for (const file of sourceFiles(root)) {
    const name = relative(root, file).split('\\').join('/');
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const report = (node: ts.Node, why: string) =>
      problems.push(`${name}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${why}`);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const target = node.expression.expression.getText(source);
        const method = node.expression.name.text;
        const [first, second] = node.arguments;
        if (target === 'toast' && first) {
          if (hasLiteralText(first)) report(node, `toast.${method} with a literal message`);
          const title = second && literalProperty(second, ['title']);
          if (title) report(node, `toast.${method} with a literal ${title}`);
        }
        if (target === 'notifications' && ['show', 'update'].includes(method) && name !== HELPER) {
          report(node, `notifications.${method} outside the toast helper`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return problems;
}

describe('toasts', () => {
  it('take every text from the TEXTS catalogue and go through the one toast helper', () => {
    expect(toastProblems(SRC)).toEqual([]);
  });

  it('are recognised with literal text in any form', () => {
    const problems = toastProblemsIn({
      'components/toast.ts': "notifications.show({ message });",
      'a.tsx': [
        "toast.error('Failed');",
        'toast.success(`Saved ${name}`);',
        "toast.info(ok ? TEXTS.a : 'b');",
        "toast.notice(TEXTS.a, { title: 'Title' });",
        "notifications.show({ color: 'red', message: TEXTS.a });",
        'toast.error(TEXTS.toasts.x, { title: TEXTS.y });',
        'toast.error(TEXTS.toasts.failed(name));',
      ].join('\n'),
    });
    expect(problems).toEqual([
      'a.tsx:1: toast.error with a literal message',
      'a.tsx:2: toast.success with a literal message',
      'a.tsx:3: toast.info with a literal message',
      'a.tsx:4: toast.notice with a literal title',
      'a.tsx:5: notifications.show outside the toast helper',
    ]);
  });
});

/** Runs the scan over a few files written to a temporary folder. */
function toastProblemsIn(files: Record<string, string>): string[] {
  const dir = join(tmpdir(), `toast-scan-${process.pid}-${Date.now()}`);
  for (const [name, text] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  }
  try {
    return toastProblems(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
