import { wallClockAt } from '@common/admin/time-zone';
import { and, eq, like } from 'drizzle-orm';
import { newsletters as frWords } from '../client/src/admin/locales/fr/newsletters';
import { newsletters as swWords } from '../client/src/admin/locales/sw/newsletters';
import { mailOutbox, newsletterIssues, newsletterSubscribers, staffUsers } from '../server/src/db/schema';
import { issueVersions } from '../server/src/modules/newsletter/test-fixtures';
import { readTimeZone } from '../server/src/modules/settings/time-zone';
import { createStaff } from '../server/src/test/staff';
import { expect, test } from './fixtures';
import { expectClean, openSection, signIn, signInAs, tag } from './lib/admin';

/**
 * An editor writes a newsletter in French alone (no other language asked for), sees the audience per
 * language (the French subscribers get it, the others nothing), and schedules it; it leaves at its time to
 * the French subscriber alone. The e2e server runs no background work: its scheduler's one step is called
 * where its timer would.
 */
test('a newsletter written in French alone leaves at its time to the French subscribers alone', async ({
  page,
  server,
}) => {
  // Compose, schedule, pause, resume and stop, each axe-checked: a long walk on a shared machine.
  test.setTimeout(120_000);
  const id = tag();
  const db = server.database.db;
  await db.insert(newsletterSubscribers).values(
    (['en', 'fr', 'sw'] as const).map((locale) => ({
      email: `sched-${locale}-${id}@example.org`,
      status: 'confirmed' as const,
      locale,
      confirmedAt: new Date(),
    })),
  );
  await signIn(page, server, 'editor');
  await openSection(page, 'Newsletters');
  await page.getByRole('link', { name: 'Write a newsletter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New newsletter' })).toBeFocused();
  const languages = page.getByRole('tablist', { name: 'Languages' });
  await languages.getByRole('tab', { name: /^French: / }).click();
  const french = page.getByRole('group', { name: 'French' });
  await french.getByLabel('Subject').fill(`Nos nouvelles ${id}`);
  await french.getByLabel('Introduction').fill('Bonjour.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit newsletter' })).toBeVisible();
  const issueId = Number(/\/(\d+)$/.exec(page.url())?.[1]);
  await expect(languages.getByRole('tab')).toHaveText(['English: missing', 'French: up to date', 'Swahili: missing']);

  // French subscribers only: the audience per language says who gets which version, before confirming.
  await page.getByRole('button', { name: 'Send to subscribers' }).click();
  const question = page.getByRole('alertdialog', { name: 'Send this newsletter?' });
  const sendTo = question.getByRole('group', { name: 'Send to subscribers of' });
  await expect(sendTo.getByRole('checkbox')).toHaveCount(1);
  await expect(sendTo.getByRole('checkbox', { name: 'French' })).toBeChecked();
  const others = question.getByRole('group', { name: 'Subscribers of other languages get' });
  await expect(others.getByRole('radio', { name: 'Nothing' })).toBeChecked();
  const audience = question.getByTestId('newsletter-audience');
  await expect(audience).toContainText(/French: \d+ subscribers?, version sent: French/);
  await expect(audience).toContainText(/English: \d+ subscribers?, nothing sent/);
  await expect(audience).toContainText(/Swahili: \d+ subscribers?, nothing sent/);

  // Two minutes ahead on the site's clock, typed in its time zone.
  await question.getByRole('radio', { name: 'At a date and time' }).check();
  const wall = wallClockAt(new Date(Date.now() + 2 * 60_000), await readTimeZone(db));
  await question.getByLabel('Date', { exact: true }).fill(wall.date);
  await question.getByLabel(/^Time/).fill(wall.time);
  await expectClean(page, 'schedule question');
  await question.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled newsletter' })).toBeVisible();
  await expect(page.getByText(/^The newsletter is scheduled for /)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Scheduled for / })).toBeVisible();
  await expect(page.getByText('Sent to subscribers of: French')).toBeVisible();
  await expect(page.getByText('Subscribers of other languages get: Nothing')).toBeVisible();
  await expectClean(page, 'scheduled issue');

  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
  expect(issue).toMatchObject({ status: 'scheduled', sendChoice: { locales: ['fr'], fallback: null } });
  const ours = () =>
    db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.issueId, issue.id), like(mailOutbox.toAddress, `%-${id}@example.org`)));

  // Not before its time.
  expect(await server.app.startScheduledNewsletters()).not.toContain(issue.id);
  expect(await ours()).toEqual([]);

  // At its time: to the French subscriber alone, in French.
  server.clock.moveForward(3 * 60_000);
  try {
    expect(await server.app.startScheduledNewsletters()).toContain(issue.id);
    const rows = await ours();
    expect(rows.map((row) => [row.toAddress, row.subject, row.status])).toEqual([
      [`sched-fr-${id}@example.org`, `Nos nouvelles ${id}`, 'queued'],
    ]);
  } finally {
    server.clock.reset();
    server.app.cache.clear();
  }

  // Its mail waits in the outbox (no SMTP server here): the sending can be paused, resumed and stopped.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sent newsletter' })).toBeVisible();
  await page.getByRole('button', { name: 'Pause sending' }).click();
  await expect(page.getByText('Sending is paused: 1 e-mail waits in the outbox.')).toBeVisible();
  await page.getByRole('button', { name: 'Resume sending' }).click();
  await expect(page.getByText('Sending has resumed.')).toBeVisible();
  await page.getByRole('button', { name: 'Stop sending' }).click();
  const stop = page.getByRole('alertdialog', { name: 'Stop sending this newsletter?' });
  await expect(stop.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await stop.getByRole('button', { name: 'Stop sending' }).click();
  await expect(page.getByText('Sending has stopped: 1 e-mail withdrawn.')).toBeVisible();
  expect(await ours()).toEqual([]);
  // The report by language: French alone, its one mail withdrawn, after its outbox row is gone.
  const report = page.getByRole('table', { name: 'By language' });
  await expect(report.getByRole('row')).toHaveCount(2);
  const frenchLine = report.getByRole('row', { name: /^French/ });
  await expect(frenchLine.getByRole('cell')).toHaveText(['0', '0', '0', '0', '1', '0']);
  await expectClean(page, 'stopped issue');
});

for (const [lang, words, french, english] of [
  ['fr', frWords, 'Français', 'Anglais'],
  ['sw', swWords, 'Kifaransa', 'Kiingereza'],
] as const) {
  test(`a scheduled newsletter in ${lang}: its schedule, audience and cancelling in the staff language`, async ({
    page,
    server,
  }) => {
    // Signing in, the screens and two axe runs on a shared two-core machine.
    test.setTimeout(90_000);
    const id = tag();
    const db = server.database.db;
    const [issue] = await db
      .insert(newsletterIssues)
      .values({
        versions: issueVersions({
          en: { subject: `Our news ${id}`, intro: 'Hello.' },
          fr: { subject: `Nos nouvelles ${id}`, intro: 'Bonjour.' },
        }),
        articleIds: [],
        status: 'scheduled',
        scheduledAt: new Date(Date.now() + 60 * 60_000),
        sendChoice: { locales: ['fr'], fallback: 'en' },
      })
      .returning();
    // A French reader of its own: the schedule can only be changed while someone would receive it.
    const reader = `sched-${lang}-fr-${id}@example.org`;
    await db
      .insert(newsletterSubscribers)
      .values({ email: reader, status: 'confirmed', locale: 'fr', confirmedAt: new Date() });
    const editor = await createStaff(db, 'editor');
    await db.update(staffUsers).set({ locale: lang }).where(eq(staffUsers.id, editor.id));
    await signInAs(page, editor);
    await page.goto(`/admin/newsletters/${issue.id}`);
    await expect(page.getByRole('heading', { level: 1, name: words.scheduledTitle })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(words.scheduledFor.split('{')[0]) }),
    ).toBeVisible();
    await expectClean(page, `scheduled issue in ${lang}`);

    await page.getByRole('button', { name: words.changeSchedule }).click();
    const question = page.getByRole('alertdialog', { name: words.sendTitle });
    await expect(question.getByRole('radio', { name: words.sendLater })).toBeChecked();
    await expect(question.getByTestId('newsletter-audience')).toContainText(`${french}`);
    // The choice it was scheduled with: French to its readers, the English version to the others.
    await expect(
      question.getByRole('radio', { name: words.sendOthersVersion.replace('{language}', english) }),
    ).toBeChecked();
    await expect(question.getByRole('button', { name: words.scheduleConfirm })).toBeVisible();
    await expectClean(page, `schedule question in ${lang}`);
    await page.keyboard.press('Escape');

    // Its fields are read only, and the panel says how to change them.
    await expect(page.getByText(words.scheduledReadOnly)).toBeVisible();
    await expect(page.getByRole('textbox', { name: new RegExp(`^${words.subject}`) }).first()).toBeDisabled();

    // Paused: it says so, and the scheduler passes it by at its time; resumed: scheduled again.
    await page.getByRole('button', { name: words.pauseSchedule }).click();
    await expect(page.getByText(words.heldNotice)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: words.heldTitle })).toBeVisible();
    await expect(page.getByText(words.heldText)).toBeVisible();
    await expectClean(page, `paused schedule in ${lang}`);
    const [held] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
    expect(held).toMatchObject({ status: 'held', sendChoice: { locales: ['fr'], fallback: 'en' } });
    await page.getByRole('button', { name: words.resumeSchedule }).click();
    await expect(page.getByText(new RegExp(words.resumedScheduleNotice.split('{')[0]))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: words.scheduledTitle })).toBeVisible();

    // Cancelling asks first; keeping the schedule changes nothing.
    await page.getByRole('button', { name: words.cancelSchedule }).click();
    const asking = page.getByRole('alertdialog', { name: words.cancelScheduleTitle });
    await expect(asking.getByRole('button', { name: words.keepSchedule })).toBeFocused();
    await expectClean(page, `cancel question in ${lang}`);
    await page.keyboard.press('Enter');
    await expect(asking).toBeHidden();
    expect((await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id)))[0].status).toBe(
      'scheduled',
    );
    await page.getByRole('button', { name: words.cancelSchedule }).click();
    await asking.getByRole('button', { name: words.cancelSchedule }).click();
    await expect(page.getByText(words.unscheduledNotice)).toBeVisible();
    const [after] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
    expect(after).toMatchObject({
      status: 'draft',
      scheduledAt: null,
      sendChoice: { locales: ['fr'], fallback: 'en' },
    });
    // A draft again, editable, and sending offers the choice it was scheduled with.
    await expect(page.getByRole('textbox', { name: new RegExp(`^${words.subject}`) }).first()).toBeEnabled();
    await page.getByRole('button', { name: words.send }).click();
    const again = page.getByRole('alertdialog', { name: words.sendTitle });
    await expect(
      again.getByRole('radio', { name: words.sendOthersVersion.replace('{language}', english) }),
    ).toBeChecked();
    await page.keyboard.press('Escape');
    await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, reader));
  });
}
