import { expect, test } from './support/test';
import { TEXTS } from '@mentorbridge/model';
import { createUser, unique } from './support/admin';
import { personOf, writeComment, writeDiscussion } from './support/documents';
import { signedInPage } from './support/session';
import { seriousViolations } from './support/axe';

const T = TEXTS.moderation;

test('a user blocks someone from their profile by keyboard, their comment is hidden, and Unblock in Settings brings it back', async ({ browser }) => {
  const token = unique('block');
  const admin = await createUser({ admin: true });
  const author = await createUser({ displayName: `Mara ${token}` });
  const blocker = await createUser();
  const discussionId = await writeDiscussion(personOf(admin), { title: `Topic ${token}`, content: 'What do you think?', category: 'Career Advice', tags: [] });
  const text = `A comment to hide ${token}`;
  await writeComment(discussionId, personOf(author), text, unique('comment'));
  await writeComment(discussionId, personOf(admin), `A comment that stays ${token}`, unique('comment'));

  const page = await signedInPage(browser, blocker);
  await page.goto(`/profile/${author.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: author.displayName })).toBeVisible();

  // Block, from the keyboard: the dialog opens on Cancel (the safe choice); Tab reaches Block.
  const block = page.getByRole('button', { name: T.blockLabel(author.displayName) });
  // Block is disabled until the viewer's block list is known.
  await expect(block).toBeEnabled();
  await block.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: T.blockTitle(author.displayName) });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(T.blockMessage(author.displayName));
  await expect(dialog.getByRole('button', { name: TEXTS.actions.cancel })).toBeFocused();
  await expect(dialog).toHaveCSS('opacity', '1');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: T.block, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(T.blocked(author.displayName))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: T.unblockLabel(author.displayName) })).toBeVisible();

  // Their comment is hidden under the discussion, with one muted line; the other comment stays.
  await page.goto(`/community/discussion/${discussionId}`);
  await expect(page.getByText(`A comment that stays ${token}`)).toBeVisible();
  await expect(page.getByText(T.hiddenByBlock(1))).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);

  // Settings lists them; the section passes axe and fits 320 px; Unblock from the keyboard.
  await page.goto('/profile?tab=account');
  const section = page.getByRole('region', { name: T.blockedPeople });
  const row = section.getByRole('listitem').filter({ hasText: author.displayName });
  await expect(row).toHaveCount(1);
  expect(await seriousViolations(page, 'section[aria-labelledby="blocked-people-title"]')).toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const unblock = row.getByRole('button', { name: T.unblockLabel(author.displayName) });
  await unblock.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(T.unblocked(author.displayName))).toBeVisible();
  await expect(section.getByText(T.blockedNone)).toBeVisible();

  await page.goto(`/community/discussion/${discussionId}`);
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText(T.hiddenByBlock(1))).toHaveCount(0);
});
