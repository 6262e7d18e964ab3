import { useRef } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconBan, IconDots, IconFlag } from '@tabler/icons-react';
import { displayName, TEXTS, type ReportTargetKind } from '@mentorbridge/model';
import { useBlock } from './BlockButton';
import { useReport } from './ReportButton';

const T = TEXTS.moderation;

/**
 * A message's actions (Report, Block or Unblock its author) in one "…" menu at the side of its header line, so the
 * message's text comes first. Nothing on one's own messages. The menu opens with Enter or Space, the arrow keys move
 * through it and Escape closes it, back on the "…" button; a dialog opened from it gives the focus back there too.
 */
export function MessageActions({
  kind,
  targetPath,
  author,
}: {
  kind: ReportTargetKind;
  /** The message's document path. */
  targetPath: string;
  author: { id: string; name: string };
}) {
  const report = useReport({ kind, targetPath, authorId: author.id, what: TEXTS.people.by(author.name) });
  const block = useBlock({ personId: author.id, name: author.name });
  const button = useRef<HTMLButtonElement>(null);
  if (!report.available && !block.available) return null;
  // The item's dialog returns the focus to what had it when it opened: the "…" button, not the menu's item, which
  // is gone by the time the dialog closes.
  const fromMenu = (action: () => void) => () => {
    button.current?.focus();
    action();
  };
  return (
    <>
      {/* No focus placeholder (a focusable "presentation" div, which a menu may not own): opening moves the focus to the first item. */}
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon ref={button} variant="subtle" color="gray" aria-label={T.messageActions(displayName(author.name))}>
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown aria-label={T.messageActions(displayName(author.name))}>
          {report.available && (
            <Menu.Item leftSection={<IconFlag size={14} aria-hidden />} aria-label={report.label} onClick={fromMenu(report.open)}>
              {T.report}
            </Menu.Item>
          )}
          {block.available && (
            <Menu.Item
              leftSection={block.isBlocked ? undefined : <IconBan size={14} aria-hidden />}
              aria-label={block.label}
              disabled={!block.known || block.busy}
              onClick={fromMenu(block.run)}
            >
              {block.text}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {report.dialog}
      {block.dialog}
    </>
  );
}
