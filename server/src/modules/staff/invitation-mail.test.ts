import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSmtp } from '../../test/smtp';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

const PUBLIC_URL = 'https://veb.example';

describe.each(testDatabaseKinds())('the invitation e-mail (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const smtp = new TestSmtp();
  let owner: AdminClient;
  beforeAll(async () => {
    await smtp.start();
    ctx = await createTestApp(kind, {
      seed: false,
      env: { BACKGROUND_JOBS: 'true', SMTP_URL: smtp.url, PUBLIC_URL },
    });
    owner = new AdminClient(ctx.app, PUBLIC_URL);
    await owner.signIn(await createStaff(ctx.database.db, 'owner'));
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });

  it('e-mails the single-use link with who invites, the role and the expiry; the owner still sees the link', async () => {
    const email = `invited-${kind}@example.org`;
    const response = await owner.post('/api/admin/staff/invitations', { email, role: 'editor' });
    expect(response.statusCode).toBe(201);
    const { link, expiresAt } = response.json();
    expect(link).toMatch(/^https:\/\/veb\.example\/admin\/invitation\/[\w-]{43}$/);

    const [message] = await smtp.waitFor(1, (m) => m.to !== undefined && JSON.stringify(m.to).includes(email));
    const { name } = (await owner.session()).user;
    expect(message.subject).toBe(`${name} invites you to the VEB Group staff area`);
    const text = message.text ?? '';
    expect(text).toContain(link);
    expect(text).toContain('as an editor');
    expect(text).toContain('works once');
    // In the staff area's time zone (Johannesburg until an owner chooses another), with its label.
    const expiry = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'Africa/Johannesburg',
    }).format(new Date(expiresAt));
    expect(text).toContain(`expires on ${expiry} SAST.`);
    expect(message.html).toContain(`<a href="${link}">Accept the invitation</a>`);
    // The link in the mail works.
    const guest = new AdminClient(ctx.app, PUBLIC_URL);
    await guest.session();
    const token = link.split('/').pop();
    expect((await guest.get(`/api/admin/invitations/${token}`)).json()).toMatchObject({ email, role: 'editor' });
  });
});
