import type { Request } from '@playwright/test';
import { TEXTS } from '@mentorbridge/model';
import { expect, test } from './support/test';

/** The reportClientError requests of a page (the functions emulator's callable address ends with its name). */
const isReport = (request: Request) => request.method() === 'POST' && /\/reportClientError$/.test(new URL(request.url()).pathname);
const reportOf = (request: Request) => (request.postDataJSON() as { data: Record<string, string> }).data;

test('a visitor’s unhandled rejection reaches reportClientError once, with an App Check token and no page contents', async ({ page }) => {
  const reports: Request[] = [];
  page.on('request', (request) => {
    if (isReport(request)) reports.push(request);
  });
  await page.goto('/contact?from=e2e');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.getByLabel(TEXTS.contact.message).fill('private words typed into the form');

  // The same rejected error twice, and the same uncaught error, are one report each; then another error.
  await page.evaluate(() => {
    const error = new Error('e2e unhandled rejection');
    void Promise.reject(error);
    void Promise.reject(error);
    const thrown = new Error('e2e uncaught error');
    setTimeout(() => {
      throw thrown;
    });
    setTimeout(() => {
      throw thrown;
    });
  });
  const last = page.waitForResponse((response) => isReport(response.request()) && reportOf(response.request()).message === 'Error: e2e last');
  await page.evaluate(() => setTimeout(() => void Promise.reject(new Error('e2e last'))));
  const response = await last;
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ result: { ok: true } });

  const messages = reports.map((request) => reportOf(request).message);
  expect(messages.sort()).toEqual(['Error: e2e last', 'Error: e2e uncaught error', 'Error: e2e unhandled rejection']);
  const first = reports.find((request) => reportOf(request).message === 'Error: e2e unhandled rejection')!;
  expect(reportOf(first)).toMatchObject({ route: '/contact', release: expect.any(String), session: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  expect(reportOf(first).stack).toContain('e2e unhandled rejection');
  expect(JSON.stringify(reports.map(reportOf))).not.toContain('private words');
  expect(await first.headerValue('x-firebase-appcheck')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]*$/);
});
