import { useSyncExternalStore } from 'react';
import { INSTALL_PROMPT_KEY } from '@/config';

/** Chromium's install event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** An offer the page's inline listener caught before the app arrived (startup/installScript.ts), taken once. */
function takeEarlyOffer(): BeforeInstallPromptEvent | null {
  const held = window as unknown as Record<string, BeforeInstallPromptEvent | undefined>;
  const event = held[INSTALL_PROMPT_KEY] ?? null;
  delete held[INSTALL_PROMPT_KEY];
  return event;
}

let deferred: BeforeInstallPromptEvent | null = typeof window !== 'undefined' ? takeEarlyOffer() : null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

// From here on the app listens itself (the browser may offer again, or for the first time later).
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

/** iOS Safari has no install prompt: users add the app from the Share menu themselves. */
function isIosSafariBrowser(): boolean {
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia?.('(display-mode: standalone)').matches === true;
  return ios && !standalone && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
}

export type InstallMode = 'prompt' | 'ios' | null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): InstallMode => (deferred ? 'prompt' : isIosSafariBrowser() ? 'ios' : null);

/**
 * Whether to show "Install app": the browser offered installation (beforeinstallprompt), or this
 * is iOS Safari, where `install` shows the steps instead.
 */
export function useInstallPrompt(): { mode: InstallMode; install: () => void } {
  // The pre-rendered page and hydration assume no install entry.
  const mode = useSyncExternalStore(subscribe, snapshot, () => null);
  const install = () => {
    if (deferred) {
      const event = deferred;
      // A prompt can be shown only once; the browser fires a new event if it offers again.
      deferred = null;
      notify();
      void event.prompt().catch(() => undefined);
      return;
    }
    // Loaded on demand: the header is start-up code, and the toast and its texts are needed only here.
    void import('./installSteps').then(({ showIosInstallSteps }) => showIosInstallSteps());
  };
  return { mode, install };
}
