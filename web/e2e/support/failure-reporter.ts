import { existsSync, readFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Lines of each failed test's page snapshot printed (the snapshot of a big page runs long). */
const SNAPSHOT_LINES = 80;

/** The snapshot without the site header's navigation (the same on every page), main and dialogs kept. */
function withoutBanner(lines: string[]): string[] {
  const start = lines.indexOf('- banner:');
  if (start < 0) return lines;
  let end = start + 1;
  while (end < lines.length && lines[end].startsWith(' ')) end++;
  return [...lines.slice(0, start), ...lines.slice(end)];
}

/**
 * After the run, prints for each failed test what the page showed when it failed (the ARIA
 * snapshot Playwright writes as error-context.md) and what the browser logged (support/test.ts).
 * The list reporter only names these files; on a CI machine nobody can open them.
 */
export default class FailureReporter implements Reporter {
  private readonly failures: { test: TestCase; result: TestResult }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== test.expectedStatus) this.failures.push({ test, result });
  }

  onEnd(_result: FullResult): void {
    for (const { test, result } of this.failures) {
      const title = `${test.location.file.split('/').slice(-1)[0]}:${test.location.line} › ${test.title}`;
      const outcome = test.outcome() === 'flaky' ? 'failed, then passed on the retry' : 'failed';
      console.log(`\n=== What the browser showed: ${title} (attempt ${result.retry + 1} ${outcome})`);
      for (const attachment of result.attachments) {
        if (attachment.name === 'error-context' && attachment.path && existsSync(attachment.path)) {
          // The file explains the failure to a reader first; the page snapshot is its YAML block.
          const text = readFileSync(attachment.path, 'utf8');
          const yaml = /```yaml\n([\s\S]*?)```/.exec(text);
          const lines = withoutBanner((yaml ? yaml[1] : text).trimEnd().split('\n'));
          console.log(`--- page at the failure (${lines.length} lines${lines.length > SNAPSHOT_LINES ? `, first ${SNAPSHOT_LINES}` : ''})`);
          console.log(lines.slice(0, SNAPSHOT_LINES).join('\n'));
        } else if (attachment.name === 'browser log' && attachment.body) {
          console.log('--- browser log');
          console.log(attachment.body.toString());
        }
      }
    }
  }

  printsToStdio(): boolean {
    return true;
  }
}
