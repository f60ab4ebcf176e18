import type { Page } from '@playwright/test';
import { and, eq, inArray } from 'drizzle-orm';
import { entries, entryProposals, newsArticles, revisions, staffUsers } from '../server/src/db/schema';
import { createStaff, type TestStaff } from '../server/src/test/staff';
import { expect, test } from './fixtures';
import { companyRow, expectClean, openSection, signInAs, tag } from './lib/admin';

/*
 * A change to a company's page proposed for review (docs/decisions/090), through the screens: AK Images'
 * writer changes the French tagline and submits it; the group's editor finds it on the dashboard, reads
 * what it changes, sends it back with a comment; the writer reads the comment beside their change, corrects
 * it and submits again; the editor approves it, and the company's public page in French shows it. Until
 * then the site shows what it showed.
 */

/** Opens AK Images in the company editor from the Companies list, as a writer or a reviewer. */
async function openImages(page: Page, link: string) {
  await page.goto('/admin/content/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await page
    .getByRole('table', { name: /^Companies/ })
    .getByRole('link', { name: link })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit the company AK Images' })).toBeVisible();
}

test.describe('a change to a company’s page, reviewed', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('AK Images’ writer proposes, the editor sends it back once, then approves; the page shows it', async ({
    page,
    browser,
    server,
  }) => {
    test.setTimeout(150_000);
    const id = tag();
    const db = server.database.db;
    const images = await companyRow(server, 'ak-images');
    const writer: TestStaff = await createStaff(db, 'writer', { totp: false });
    await db
      .update(staffUsers)
      .set({ companyIds: [images.id] })
      .where(eq(staffUsers.id, writer.id));
    const editor = await createStaff(db, 'editor', { totp: false });
    const first = `Des images qui racontent l’Afrique ${id}`;
    const corrected = `Des images qui racontent l’Afrique de l’Est ${id}`;
    const publicPage = async () => (await page.request.get('/companies/ak-images?lang=fr')).text();
    const editorContext = await browser.newContext({ baseURL: server.origin, viewport: { width: 1280, height: 900 } });
    const review = await editorContext.newPage();
    const panel = (p: Page) => p.getByRole('region', { name: /^Review: / });

    try {
      await test.step('the writer proposes a new French tagline; the site keeps the old one', async () => {
        await signInAs(page, writer);
        await openSection(page, 'Site content');
        await openImages(page, 'Propose a change AK Images');
        // Their changes go for review: nothing to add or delete, and the button says so.
        await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
        await expect(page.getByText(/^Your changes go to an editor or an owner/)).toBeVisible();
        await page.getByRole('tab', { name: /^French/ }).click();
        await page.getByLabel('Tagline (French)').fill(first);
        await expectClean(page, 'company editor, writer');
        await page.getByRole('button', { name: 'Submit for review', exact: true }).click();
        await expect(
          page.getByText('Submitted for review. The site shows your change once an editor approves it.'),
        ).toBeVisible();
        await expect(page.getByRole('row', { name: /AK Images/ })).toContainText('Change waiting for review');
        const [row] = await db.select().from(entries).where(eq(entries.id, images.id));
        expect(row.versions.fr?.words.tagline).toBe(images.versions.fr?.words.tagline);
        expect(await publicPage()).not.toContain(first);
      });

      await test.step('the editor finds it on the dashboard, reads it and sends it back', async () => {
        await signInAs(review, editor);
        const line = review.getByRole('link', { name: /^Companies: 1 change waits for review, since / });
        await expect(line).toBeVisible();
        await line.click();
        await expect(review.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
        await review
          .getByRole('table', { name: /^Companies/ })
          .getByRole('link', { name: 'Edit AK Images' })
          .click();
        await expect(panel(review)).toContainText(`${writer.name} proposed a change on`);
        const changes = review.getByRole('table', { name: 'What it changes' });
        const tagline = changes.getByRole('row', { name: /Tagline \(French\)/ });
        await expect(tagline).toContainText(first);
        await expect(tagline).toContainText(String(images.versions.fr?.words.tagline));
        await expectClean(review, 'company change, reviewer');
        await review.setViewportSize({ width: 375, height: 900 });
        await expectClean(review, 'company change, reviewer');
        await review.setViewportSize({ width: 1280, height: 900 });
        // With the keyboard: the comment is required, and gets the focus when left empty.
        await panel(review).getByRole('button', { name: 'Send back', exact: true }).focus();
        await review.keyboard.press('Enter');
        const comment = review.getByLabel('What should change');
        await expect(comment).toBeFocused();
        await review.getByRole('button', { name: 'Send back with this comment' }).click();
        await expect(comment).toBeFocused();
        await expect(comment).toHaveAccessibleDescription(/Write what the writer should change/);
        await comment.fill('Nommez aussi l’Afrique de l’Est : le studio travaille à Nairobi et à Kigali.');
        await review.getByRole('button', { name: 'Send back with this comment' }).click();
        await expect(review.getByText(`Sent back to ${writer.name} with your comment.`)).toBeVisible();
      });

      await test.step('the writer reads the comment beside their change, corrects it and submits again', async () => {
        await openImages(page, 'Propose a change AK Images');
        const note = page.getByRole('region', { name: new RegExp(`^Sent back by ${editor.name} on `) });
        await expect(note).toContainText('le studio travaille à Nairobi et à Kigali');
        await page.getByRole('tab', { name: /^French/ }).click();
        const field = page.getByLabel('Tagline (French)');
        await expect(field).toHaveValue(first);
        await field.fill(corrected);
        await expectClean(page, 'company change sent back, writer');
        await page.getByRole('button', { name: 'Submit for review', exact: true }).click();
        await expect(page.getByText(/^Submitted for review\./)).toBeVisible();
      });

      await test.step('the editor approves it, and the company’s page in French shows it', async () => {
        await openImages(review, 'Edit AK Images');
        await expect(review.getByRole('table', { name: 'What it changes' })).toContainText(corrected);
        await panel(review).getByRole('button', { name: 'Approve and publish' }).click();
        await expect(review.getByText('Approved: the site shows the change now.')).toBeVisible();
        await expect(review.getByRole('row', { name: /AK Images/ })).not.toContainText('Change waiting');
        await expect.poll(publicPage).toContain(corrected);
        // The history has each step, the comment with the return.
        await openImages(review, 'Edit AK Images');
        const history = review.getByRole('table', { name: 'Versions of AK Images' });
        await expect(history.getByRole('row').nth(1)).toContainText('Approved');
        await expect(history).toContainText('Sent back');
        await expect(history).toContainText('Nommez aussi l’Afrique de l’Est');
      });
    } finally {
      await editorContext.close();
      // AK Images as the seed has it, for the worker's later tests.
      await db
        .update(entries)
        .set({ values: images.values, versions: images.versions })
        .where(eq(entries.id, images.id));
      await db.delete(entryProposals).where(eq(entryProposals.entryId, images.id));
      await db
        .delete(revisions)
        .where(inArray(revisions.recordType, ['proposal']))
        .catch(() => undefined);
      server.app.cache.clear();
    }
  });

  test('AK Images’ writer writes a news item; the editor sends it back once, then publishes it; its page, the company’s page and feed show it', async ({
    page,
    browser,
    server,
  }) => {
    test.setTimeout(150_000);
    const id = tag();
    const db = server.database.db;
    const images = await companyRow(server, 'ak-images');
    const writer = await createStaff(db, 'writer', { totp: false });
    await db
      .update(staffUsers)
      .set({ companyIds: [images.id] })
      .where(eq(staffUsers.id, writer.id));
    const editor = await createStaff(db, 'editor', { totp: false });
    const title = `Exposition photo ${id}`;
    const slug = `exposition-photo-${id}`;
    const editorContext = await browser.newContext({ baseURL: server.origin, viewport: { width: 1280, height: 900 } });
    const review = await editorContext.newPage();
    const reviewPanel = (p: Page) => p.getByRole('region', { name: 'Review', exact: true });
    let articleId = 0;

    try {
      await test.step('the writer writes it in French and submits it; nothing of it is public', async () => {
        await signInAs(page, writer);
        await page.goto('/admin/news/new');
        await page.getByRole('group', { name: 'Same in every language' }).getByLabel('Category').fill('Company News');
        // Theirs is ticked: a company's writer writes about their company.
        await expect(page.getByRole('checkbox', { name: 'AK Images', exact: true })).toBeChecked();
        await page.getByRole('tab', { name: /^French/ }).click();
        await page.getByLabel('Title (French)').fill(title);
        await page.getByLabel('Excerpt (French)').fill('Le studio expose ses portraits.');
        const text = page.getByRole('tabpanel').getByRole('textbox', { name: /^Article text/ });
        await text.click();
        await text.pressSequentially('Les portraits du studio, exposés à Nairobi.', { delay: 5 });
        await expect(page.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
        await reviewPanel(page).getByRole('button', { name: 'Submit for review' }).click();
        await expect(
          page.getByText('Submitted for review. An editor will publish it or send it back with a comment.'),
        ).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
        articleId = Number(new URL(page.url()).pathname.split('/').pop());
        await expectClean(page, 'article submitted, writer');
        expect((await page.request.get(`/news/${slug}?lang=fr`)).status()).toBe(404);
      });

      await test.step('the editor reads who submitted it and sends it back with a comment', async () => {
        await signInAs(review, editor);
        await review.goto('/admin/news?review=submitted');
        await review
          .getByRole('link', { name: new RegExp(title) })
          .first()
          .click();
        await expect(reviewPanel(review)).toContainText(`Submitted by ${writer.name} on`);
        await reviewPanel(review).getByRole('button', { name: 'Send back', exact: true }).click();
        await review.getByLabel('What should change').fill('Donnez les dates de l’exposition.');
        await review.getByRole('button', { name: 'Send back with this comment' }).click();
        await expect(review.getByText(`Sent back to ${writer.name} with your comment.`)).toBeVisible();
        await expectClean(review, 'article sent back, reviewer');
      });

      await test.step('the writer reads the comment beside the draft, corrects it and submits again', async () => {
        await page.reload();
        await expect(
          reviewPanel(page).getByRole('region', { name: new RegExp(`^Sent back by ${editor.name}`) }),
        ).toContainText('Donnez les dates de l’exposition.');
        await page.getByRole('tab', { name: /^French/ }).click();
        await page.getByLabel('Excerpt (French)').fill('Le studio expose ses portraits du 3 au 14 mars.');
        await reviewPanel(page).getByRole('button', { name: 'Submit again' }).click();
        await expect(page.getByText(/^Submitted for review\./)).toBeVisible();
      });

      await test.step('the editor publishes it: its page, AK Images’ page and feed in French show it', async () => {
        await review.reload();
        await expect(reviewPanel(review)).toContainText(`Submitted by ${writer.name} on`);
        await review.getByRole('button', { name: 'Publish now' }).click();
        await expect(review.getByText('Published: French.')).toBeVisible();
        for (const path of [
          `/news/${slug}?lang=fr`,
          '/companies/ak-images?lang=fr',
          '/news/rss.xml?lang=fr&company=ak-images',
        ]) {
          await expect
            .poll(
              async () => {
                const answer = await page.request.get(path);
                return answer.status() === 200 && (await answer.text()).includes(title);
              },
              { message: path, timeout: 15_000 },
            )
            .toBe(true);
        }
        expect(await (await page.request.get(`/news/${slug}?lang=fr`)).text()).toContain('du 3 au 14 mars');
      });
    } finally {
      await editorContext.close();
      if (articleId) {
        await db.delete(newsArticles).where(eq(newsArticles.id, articleId));
        await db.delete(revisions).where(and(eq(revisions.recordType, 'news'), eq(revisions.recordId, articleId)));
      }
      server.app.cache.clear();
    }
  });
});
