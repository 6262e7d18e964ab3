/**
 * Finding a control again once the DOM it was in has been replaced: a data page's build-time shell replaced
 * by the app (startup/earlyClicks.tsx), or a list left for a profile and shown again by Back
 * (app/layout/useRouteFocus.ts). A control is known by what identifies it to a person.
 */

/** A control's tag, link target, label, name, placeholder and text; null when nothing names it. */
export function controlIdentity(el: Element): string | null {
  const parts = ['href', 'aria-label', 'name', 'placeholder'].map((name) => el.getAttribute(name) ?? '');
  parts.push(el.textContent?.trim() ?? '');
  if (parts.every((part) => !part)) return null;
  return [el.tagName, ...parts].join('\n');
}

/** The first element under `root` with that identity. */
export function findControl(identity: string, root: ParentNode = document): HTMLElement | null {
  const tag = identity.slice(0, identity.indexOf('\n'));
  for (const el of root.querySelectorAll(tag)) {
    if (el instanceof HTMLElement && controlIdentity(el) === identity) return el;
  }
  return null;
}

/** `old` if it is still on the page; otherwise the control of the same identity that stands where it stood. */
export function counterpartOf(old: Element, root: ParentNode = document): HTMLElement | null {
  if (old.isConnected) return old instanceof HTMLElement ? old : null;
  const identity = controlIdentity(old);
  return identity ? findControl(identity, root) : null;
}
