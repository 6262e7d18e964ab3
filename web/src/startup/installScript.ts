/**
 * Keeps the browser's offer to install the app from the first moment: Chromium fires `beforeinstallprompt` soon
 * after load (120-570 ms on a phone), before the app's code has arrived, and an offer nobody listened for is lost.
 * This listener, in the page's head, holds the event under a window property, where the app's header takes it
 * (app/layout/useInstallPrompt.ts) and from then on listens itself.
 *
 * Not a module of the app: index.html names it with `data-inline`, and the build compiles it into a classic inline
 * script in the page's head (inlineScripts in build/inlineScripts.ts), so it may import types only.
 */

/** The window property the event is held under: INSTALL_PROMPT_KEY in config.ts. */
declare const MB_INSTALL_PROMPT_KEY: string;

addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as unknown as Record<string, Event>)[MB_INSTALL_PROMPT_KEY] = event;
});
