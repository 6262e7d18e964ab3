import './app/styles';
import { startTransition, StrictMode } from 'react';
import { App, prepareRouter } from './app/App';
import { ReplayEarlyClicks, takeEarlyClicks, type HandOver } from './startup/earlyClicks';
import { SHELL_MARK } from './startup/shellMark';
import { reportError, reportUncaughtErrors } from './lib/errorReports';

// From the first task on, so an error of the start-up is reported too (the SDKs load only with a report).
reportUncaughtErrors();

/** Ends the current task so the browser can paint and handle input; unlike a timer, not throttled in a background tab. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Resolves once the router has loaded the lazy route modules of the first address. */
function routerReady(router: ReturnType<typeof prepareRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts the app in steps, each its own task, so none keeps a slow phone from responding for long: this module's
 * graph, then React DOM (fetched in parallel: the page preloads it), then the router, then the page's render.
 */
async function boot() {
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const router = prepareRouter();
  await nextTask();

  const container = document.getElementById('root')!;
  const appWith = (take: () => HandOver) => (
    <StrictMode>
      <App />
      <ReplayEarlyClicks take={take} />
    </StrictMode>
  );
  // The landing page arrives pre-rendered and is hydrated in place; a data page arrives as its build-time shell, which
  // stays painted until the page's code is in and the app's render over it commits. Both in a transition, so the
  // work is time-sliced. Every other route starts from the empty shell.
  if (container.hasAttribute(SHELL_MARK)) {
    await routerReady(router);
    container.removeAttribute(SHELL_MARK);
    // The shell stays usable until the app commits: its taps are taken then, and its last focused control's
    // counterpart gets the focus.
    let focused = document.activeElement && container.contains(document.activeElement) ? document.activeElement : null;
    const track = (event: FocusEvent) => {
      if (event.target instanceof Element && container.contains(event.target)) focused = event.target;
    };
    document.addEventListener('focusin', track);
    const take = (): HandOver => {
      document.removeEventListener('focusin', track);
      // Only taps on the shell: one on the app's own controls (after the commit) React has handled.
      return { clicks: takeEarlyClicks().filter((target) => !target.isConnected), focused };
    };
    const root = createRoot(container);
    startTransition(() => root.render(appWith(take)));
  } else {
    // Taps on the landing page before now are replayed once it has hydrated; from here on React handles them.
    const clicks = takeEarlyClicks();
    const app = appWith(() => ({ clicks, focused: null }));
    if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
  }
}

boot().catch((error: unknown) => {
  console.error('MentorBridge could not start', error);
  reportError(error);
});
