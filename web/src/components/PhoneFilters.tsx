import { useState, type ReactNode } from 'react';
import { Button, Drawer, Stack } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { TEXTS } from '@mentorbridge/model';
import classes from './PhoneFilters.module.css';

const T = TEXTS.filters.sheet;

/**
 * A list's filters (not its search), as a phone shows them: one "Filters" button with the number of filters on,
 * which opens the same controls in a sheet from the bottom, so the first card is on the first screen. From Mantine's
 * `sm` up the controls sit in the filter bar as they are and the button is not shown. Which is shown is CSS alone, so
 * the build-time shell (inert, components/EarlyListShell.tsx) and the page lay out alike at every width.
 */
export function PhoneFilters({ active, children }: { active: number; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <div className={classes.toggle}>
        <Button
          variant={active > 0 ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => setOpened(true)}
        >
          {T.button(active)}
        </Button>
      </div>
      <div className={classes.inline}>{children}</div>
      {/* The sheet holds its own copy of the controls while open; the bar's copy is hidden on a phone meanwhile. */}
      <Drawer opened={opened} onClose={() => setOpened(false)} position="bottom" size="auto" title={T.title}>
        <Stack gap="sm" className={classes.sheet}>
          {children}
          <Button onClick={() => setOpened(false)}>{T.done}</Button>
        </Stack>
      </Drawer>
    </>
  );
}
