import { CLIENT_ERROR_LIMITS, LIMITS } from '@mentorbridge/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const callFunction = vi.fn();
vi.mock('./functions', () => ({ callFunction: (...args: unknown[]) => callFunction(...args) }));

/** A fresh module per test: its once-per-page-load memory starts empty. */
async function load() {
  vi.resetModules();
  return import('./errorReports');
}

const settled = () => vi.waitFor(() => expect(callFunction).toHaveBeenCalled(), { timeout: 10_000 });

beforeEach(() => {
  callFunction.mockReset();
  sessionStorage.clear();
});

describe('clientErrorReport', () => {
  it('keeps the message, stack, path, release and this tab’s session id, each cut to its limit', async () => {
    const { clientErrorReport } = await load();
    const error = new TypeError('x'.repeat(LIMITS.clientErrorMessage + 10));
    error.stack = 's'.repeat(LIMITS.clientErrorStack + 10);
    const report = clientErrorReport(error, `/projects/${'p'.repeat(LIMITS.clientErrorRoute)}`);
    expect(report.message).toHaveLength(LIMITS.clientErrorMessage);
    expect(report.message.startsWith('TypeError: x')).toBe(true);
    expect(report.stack).toHaveLength(LIMITS.clientErrorStack);
    expect(report.route).toHaveLength(LIMITS.clientErrorRoute);
    expect(report.release).toBe('local');
    expect(report.session).toMatch(/^[0-9a-f-]{36}$/);
    expect(clientErrorReport('plain').session).toBe(report.session);
    expect(clientErrorReport('plain')).toMatchObject({ message: 'plain', stack: '' });
  });
});

describe('reportError', () => {
  it('sends the same error once per page load', async () => {
    const { reportError } = await load();
    callFunction.mockResolvedValue({ ok: true });
    const error = new Error('boom');
    reportError(error);
    reportError(error);
    await settled();
    reportError(new Error('other'));
    await vi.waitFor(() => expect(callFunction).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    expect(callFunction.mock.calls.map(([name, report]) => [name, (report as { message: string }).message])).toEqual([
      ['reportClientError', 'Error: boom'],
      ['reportClientError', 'Error: other'],
    ]);
  });

  it('drops a report that fails without reporting the failure, and sends at most the session’s limit', async () => {
    const { reportError } = await load();
    callFunction.mockRejectedValue(new Error('resource-exhausted'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    for (let i = 0; i < CLIENT_ERROR_LIMITS.session.max + 3; i++) reportError(new Error(`e${i}`));
    await vi.waitFor(() => expect(callFunction).toHaveBeenCalledTimes(CLIENT_ERROR_LIMITS.session.max), { timeout: 10_000 });
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(callFunction).toHaveBeenCalledTimes(CLIENT_ERROR_LIMITS.session.max);
  });
});
