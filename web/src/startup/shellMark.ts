/**
 * The attribute on `#root` of a data page's build-time shell (build/pages.ts writes it, main.tsx reads it): the
 * root holds a shell to be replaced by the app once the page's code is in, not a render to hydrate.
 */
export const SHELL_MARK = 'data-shell';
