import { notifications } from '@mantine/notifications';
import { TEXTS } from '@mentorbridge/model';

export interface ToastOptions {
  title?: string;
  /** A fixed id keeps a repeated effect (StrictMode, a re-render) from stacking the same toast. */
  id?: string;
  /** Milliseconds, or false to stay until dismissed; the container's default otherwise. */
  autoClose?: number | false;
}

function show(color: 'green' | 'red' | 'blue' | undefined, message: string, options: ToastOptions = {}): void {
  // Mantine's notification is role="alert" (announced); its close button needs a name of its own.
  notifications.show({ ...(color ? { color } : {}), message, closeButtonProps: { 'aria-label': TEXTS.a11y.closeNotification }, ...options });
}

/**
 * The one way the app shows a toast. Texts come from the model's TEXTS catalogue: `toast.test.ts` fails
 * when a call passes a literal message or title.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('green', message, options),
  error: (message: string, options?: ToastOptions) => show('red', message, options),
  info: (message: string, options?: ToastOptions) => show('blue', message, options),
  /** In the theme's own colour, for news that is neither good nor bad (e.g. signed out). */
  notice: (message: string, options?: ToastOptions) => show(undefined, message, options),
};
