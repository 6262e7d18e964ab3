import type { FormEvent } from 'react';

/**
 * The validation-failure handler for Mantine's `form.onSubmit(handler, focusFirstInvalid)`: once the errors
 * have rendered (each field then has `aria-invalid` and its message in `aria-describedby`), moves focus to
 * the first invalid field of the submitted form, so keyboard and screen-reader users land on what to fix.
 */
export function focusFirstInvalid(_errors: unknown, _values: unknown, event?: FormEvent<HTMLFormElement>): void {
  // React clears currentTarget once the handler returns: read it now.
  const form = event?.currentTarget;
  if (!form) return;
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
