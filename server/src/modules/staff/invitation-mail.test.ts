import type { ParsedMail } from 'mailparser';
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

  it('writes the invitation in the language the owner chose for the colleague, and sends it again in it', async () => {
    const email = `invitee-fr-${kind}@example.org`;
    const toInvitee = (m: ParsedMail) => JSON.stringify(m.to ?? '').includes(email);
    const response = await owner.post('/api/admin/staff/invitations', { email, role: 'editor', locale: 'fr' });
    expect(response.statusCode).toBe(201);
    const { id, link, expiresAt } = response.json();
    const [message] = await smtp.waitFor(1, toInvitee);
    const { name } = (await owner.session()).user;
    expect(message.subject).toBe(`${name} vous invite à rejoindre l’administration de VEB Group`);
    // The expiry written the French way (« mercredi 25 novembre 2026 à 14:30 »), in the site's zone with its label.
    const expiry = (at: string) =>
      new Intl.DateTimeFormat('fr-FR', {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: 'Africa/Johannesburg',
      }).format(new Date(at));
    expect(expiry(expiresAt)).toMatch(/^[a-z]+ \d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2}$/);
    const text = message.text ?? '';
    expect(text.split('\n\n')).toEqual([
      `${name} vous invite à rejoindre l’administration du site web de VEB Group avec le rôle Éditeur (actualités, impact, histoires, lettres d’information et tous les textes du site public).`,
      'Pour accepter, ouvrez ce lien et choisissez votre nom et votre mot de passe\u00a0:',
      link,
      `Le lien ne fonctionne qu’une fois et expire le ${expiry(expiresAt)} SAST. S’il a expiré, demandez-en un nouveau à ${name}.`,
      'Si vous ne vous attendiez pas à cette invitation, ignorez cet e-mail\u00a0: rien ne se passe tant que le lien n’est pas utilisé.',
    ]);
    // The HTML part says the same, in French, and says so.
    const html = String(message.html);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`<a href="${link}">Accepter l’invitation</a>`);
    expect(html).toContain(`expire le ${expiry(expiresAt)} SAST.`);
    expect(`${message.subject}\n${text}\n${html}`).not.toMatch(/invites you|expires on|Accept the invitation/);

    // Sent again with a new link: still French, with the new expiry.
    const resent = await owner.post(`/api/admin/staff/invitations/${id}/resend`);
    expect(resent.statusCode).toBe(200);
    const [, again] = await smtp.waitFor(2, toInvitee);
    expect(again.subject).toBe(message.subject);
    expect(again.text).toContain(resent.json().link);
    expect(again.text).toContain(`expire le ${expiry(resent.json().expiresAt)} SAST.`);
  });
});
