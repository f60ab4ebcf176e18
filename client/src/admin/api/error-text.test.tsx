import { API_ERRORS } from '@common/admin/api-errors';
import { featuredSchema } from '@common/admin/news';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schemaErrors } from '../components/translation/errors';
import { TwoFactorSetup } from '../components/two-factor/TwoFactorSetup';
import { useT } from '../i18n';
import { messages as fr } from '../locales/fr';
import { renderAdmin } from '../test/render';

/** The server's answers, as server/src/plugins/errors.ts words them (decision 041). */
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/x',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
const refusal = (body: object) =>
  new Response(JSON.stringify({ success: false, ...body }), {
    status: 400,
    headers: { 'content-type': 'application/json' },
  });

/** Two-factor setup in French: the setup answers, then the confirmation is refused with `answer`. */
async function confirmRefusedWith(answer: object) {
  const fetch = vi.fn(async (url: string) =>
    url.endsWith('/setup') ? new Response(JSON.stringify(SETUP), { status: 200 }) : refusal(answer),
  );
  vi.stubGlobal('fetch', fetch);
  renderAdmin(<TwoFactorSetup onDone={() => {}} />, { language: 'fr' });
  // The French dictionary arrives after the first render: wait for its words before acting.
  const code = await screen.findByLabelText(fr.auth.enrol.label, { exact: false });
  fireEvent.change(code, { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: fr.auth.enrol.submit }));
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  return code;
}

/** A shared schema's error as a screen shows it before sending, beside a word that tells the language is in. */
function Probe() {
  const t = useT();
  return (
    <p>
      {t('common.language')}: {schemaErrors(featuredSchema, { ids: [1, 2, 3, 4] }).ids}
    </p>
  );
}

describe('errors of the admin API in the staff member’s language', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a coded answer and its field’s code in French, not the server’s English', async () => {
    const code = await confirmRefusedWith({
      message: API_ERRORS.account.setupCodeWrong,
      code: 'account.setupCodeWrong',
      errors: { code: API_ERRORS.account.codeWrong },
      errorCodes: { code: { code: 'account.codeWrong' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(fr.apiErrors.account.setupCodeWrong);
    expect(code).toHaveAccessibleDescription(expect.stringContaining(fr.apiErrors.account.codeWrong));
    expect(document.body).not.toHaveTextContent(API_ERRORS.account.codeWrong);
  });

  it('fills a code’s values in French (plural rules included)', async () => {
    await confirmRefusedWith({
      message:
        'Too many failed sign-in attempts. Please wait 2 minutes and try again, or ask an owner to lift the wait.',
      code: 'auth.tooManySignIns',
      params: { minutes: 2 },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives de connexion échouées. Veuillez patienter 2 minutes et réessayer',
    );
  });

  it('falls back to the server’s message for a code this client does not know', async () => {
    await confirmRefusedWith({ message: 'A newer server says this', code: 'future.unknownCode' });
    expect(await screen.findByRole('alert')).toHaveTextContent('A newer server says this');
  });

  it('says a shared schema’s code in French before anything is sent, with the bound it broke', async () => {
    renderAdmin(<Probe />, { language: 'fr' });
    expect(await screen.findByText(`${fr.common.language}: 3 articles au maximum`)).toBeInTheDocument();
  });
});
