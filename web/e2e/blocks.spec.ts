import { Timestamp } from 'firebase-admin/firestore';
import { expect, test } from './support/test';
import { newProjectMessage, paths, TEXTS } from '@mentorbridge/model';
import { adminDb, createUser, unique } from './support/admin';
import { personOf, writeComment, writeDiscussion, writeEnrollment, writeProject } from './support/documents';
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

test('a project message’s actions are in its “…” menu: by keyboard, Report opens and closes back on it, and Block hides the message', async ({ browser }) => {
  const token = unique('menu');
  const [mentor, author, reader] = await Promise.all([createUser({ role: 'mentor' }), createUser({ displayName: `Sam ${token}` }), createUser()]);
  const project = await writeProject(personOf(mentor), { title: `Menu ${token}`, description: 'A project with a discussion.', category: 'Web Development' });
  await Promise.all([
    writeEnrollment(project, personOf(author), 'https://www.linkedin.com/in/menu-author', 'approved'),
    writeEnrollment(project, personOf(reader), 'https://www.linkedin.com/in/menu-reader', 'approved'),
  ]);
  const text = `A message to hide ${token}`;
  await adminDb.collection(paths.projectMessages(project.id)).add(newProjectMessage(project.id, personOf(author), text, Timestamp.now()));

  const page = await signedInPage(browser, reader, { viewport: { width: 390, height: 844 } });
  await page.goto(`/project-discussions/${project.id}`);
  const message = page.getByRole('log', { name: TEXTS.projectThread.messages }).getByRole('listitem').filter({ hasText: text });
  const more = message.getByRole('button', { name: T.messageActions(author.displayName) });
  await expect(more).toBeVisible();
  // The only control on the message, at the side of its header line: the text comes straight after the header.
  await expect(message.getByRole('button')).toHaveCount(1);
  const [button, name, body] = await Promise.all([more.boundingBox(), message.getByText(author.displayName, { exact: true }).boundingBox(), message.getByText(text).boundingBox()]);
  if (!button || !name || !body) throw new Error('The message has no header or text box');
  expect(button.y, 'the menu button is above the text').toBeLessThan(body.y);
  expect(button.x, 'the menu button is beside the name').toBeGreaterThan(name.x + name.width);

  // Enter opens the menu on its first item; the arrows move; Escape closes it, back on the button.
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: T.messageActions(author.displayName) });
  const report = menu.getByRole('menuitem', { name: T.reportLabel(T.kinds.project_message, TEXTS.people.by(author.displayName)) });
  const block = menu.getByRole('menuitem', { name: T.blockLabel(author.displayName) });
  await expect(report).toBeFocused();
  // Block waits for the viewer's block list.
  await expect(block).toBeEnabled();
  await expect(menu).toHaveCSS('opacity', '1');
  expect(await seriousViolations(page, '[role="menu"]')).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await expect(block).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(report).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();

  // Space opens it too; Report opens its dialog, and Escape closes that, back on the "…" button.
  await page.keyboard.press('Space');
  await expect(report).toBeFocused();
  await page.keyboard.press('Enter');
  const reportDialog = page.getByRole('dialog', { name: T.reportTitle(T.kinds.project_message) });
  await expect(reportDialog).toBeVisible();
  await expect(reportDialog.getByRole('combobox', { name: T.reason })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(reportDialog).toBeHidden();
  await expect(more).toBeFocused();

  // Block: the confirmation opens on Cancel; Tab and Enter block, and the message is hidden.
  await page.keyboard.press('Enter');
  await expect(report).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: T.blockTitle(author.displayName) });
  await expect(dialog.getByRole('button', { name: TEXTS.actions.cancel })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText(T.blocked(author.displayName))).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
  await expect(page.getByText(T.hiddenByBlock(1))).toBeVisible();
  await page.context().close();
});
