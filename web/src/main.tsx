import './app/styles';
import { startTransition, StrictMode } from 'react';
import { App, prepareRouter } from './app/App';
import { ReplayEarlyClicks, takeEarlyClicks } from './startup/earlyClicks';
import { SHELL_MARK } from './startup/shellMark';

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and handle input before the next boot step.
 * Unlike a timer, neither way is throttled in a background tab.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
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
 * Starts the app in steps, each its own task, so none of them keeps a slow phone from responding
 * for long: this module's graph (the router, Mantine and the shell, with the landing page's styles)
 * is evaluated first, then React DOM, then the router is created, then the page renders. React DOM
 * is fetched in parallel with the rest (the page lists it for preloading).
 */
async function boot() {
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const router = prepareRouter();
  await nextTask();

  const container = document.getElementById('root')!;
  // Taps on the landing page's buttons before now are replayed once it has hydrated; on a data page's
  // shell, the control the reader had focused gets the focus back once the app has replaced it.
  const earlyClicks = takeEarlyClicks();
  const appWith = (focused: Element | null = null) => (
    <StrictMode>
      <App />
      <ReplayEarlyClicks clicks={earlyClicks} focused={focused} />
    </StrictMode>
  );
  const app = appWith();
  // The landing page arrives pre-rendered: hydrate it in place, keeping the painted content. Inside a
  // transition, hydration is time-sliced (it yields to input every few milliseconds) instead of one
  // long task. A data page arrives as its build-time shell (heading and skeletons): it stays painted
  // until the page's code is in, then the app renders over it. Every other route starts from the
  // empty shell.
  if (container.hasAttribute(SHELL_MARK)) {
    await routerReady(router);
    container.removeAttribute(SHELL_MARK);
    const focused = document.activeElement && container.contains(document.activeElement) ? document.activeElement : null;
    createRoot(container).render(appWith(focused));
  } else if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

boot().catch((error: unknown) => console.error('MentorBridge could not start', error));
