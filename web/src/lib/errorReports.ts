/**
 * Client errors reported (docs/architecture.md, "Client error reports"): an error the error boundary catches, an
 * uncaught error and an unhandled rejection go to the reportClientError callable, which logs them for Cloud Error
 * Reporting. A report holds the error's message and stack, the page's path (no query or hash, never form
 * contents), the release and an anonymous id of this tab's session, each cut to its LIMITS.clientError* length.
 * The same error is reported once per page load, at most LIMITS.clientErrorsPerSession reports per page load
 * (the callable's limit per session: CLIENT_ERROR_LIMITS),
 * and a report that fails is dropped: never reported, so reporting cannot feed itself. The Firebase SDKs load only
 * when a first report is sent.
 */
import { LIMITS, type ClientErrorReport } from '@mentorbridge/model';
import { STORAGE_KEYS } from '../config';

/** The build's release (VITE_RELEASE, e.g. a commit or tag set by the deploy), or `local`. */
export const RELEASE: string = import.meta.env.VITE_RELEASE || 'local';

const sent = new Set<string>();
let functions: Promise<typeof import('./functions')> | undefined;

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** This tab's anonymous id: random, kept for the tab's session, unrelated to any account. */
function sessionId(): string {
  const fresh = () => crypto.randomUUID();
  try {
    const known = sessionStorage.getItem(STORAGE_KEYS.errorSession);
    if (known) return known;
    const id = fresh();
    sessionStorage.setItem(STORAGE_KEYS.errorSession, id);
    return id;
  } catch {
    return fresh();
  }
}

/** The report of `error` (anything thrown or rejected), bounded. */
export function clientErrorReport(error: unknown, route: string = location.pathname): ClientErrorReport {
  const isError = error instanceof Error;
  const message = isError ? `${error.name}: ${error.message}` : String(error);
  return {
    message: cut(message, LIMITS.clientErrorMessage),
    stack: cut(isError ? (error.stack ?? '') : '', LIMITS.clientErrorStack),
    route: cut(route, LIMITS.clientErrorRoute),
    release: cut(RELEASE, LIMITS.clientErrorRelease),
    session: cut(sessionId(), LIMITS.clientErrorSession),
  };
}

/** Sends `error`'s report unless this page load sent the same one (or its share of reports) already. */
export function reportError(error: unknown): void {
  try {
    const report = clientErrorReport(error);
    const key = `${report.message}\n${report.stack}`;
    if (sent.has(key) || sent.size >= LIMITS.clientErrorsPerSession) return;
    sent.add(key);
    functions ??= import('./functions');
    void functions
      .then(({ callFunction }) => callFunction('reportClientError', report))
      .catch(() => {
        // Dropped: offline, refused beyond the limits, or the reporting failed. Never reported itself.
      });
  } catch {
    // Building the report failed (e.g. an error whose message throws): nothing to send.
  }
}

let installed = false;

/** Reports uncaught errors and unhandled rejections of this page (main.tsx; the error boundary calls reportError). */
export function reportUncaughtErrors(): void {
  if (installed) return;
  installed = true;
  addEventListener('error', (event: ErrorEvent) => {
    // A cross-origin script's error arrives without its error object ("Script error."): nothing useful to report.
    if (event.error !== undefined && event.error !== null) reportError(event.error);
  });
  addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => reportError(event.reason));
}
