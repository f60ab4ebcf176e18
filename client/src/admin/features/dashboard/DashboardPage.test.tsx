import type { StaffMe } from '@common/admin/auth';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render';
import { DashboardPage } from './DashboardPage';

/* The dashboard's lines about review before publication (docs/decisions/089), in the staff member's words. */

const ANA: StaffMe = {
  id: 8,
  email: 'ana@veb.example',
  name: 'Ana',
  role: 'editor',
  totpEnabled: true,
  locale: 'en',
  companyIds: [],
};

function dashboard(attention: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ attention, mailConfigured: true }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('the dashboard’s review lines', () => {
  it('says how many articles wait for review and since when the oldest has, linking to them', async () => {
    dashboard([
      {
        kind: 'news.review',
        count: 2,
        path: '/news?review=submitted',
        label: '2 articles wait for review',
        since: '2026-11-28T07:30:00.000Z',
      },
      { kind: 'news.returned', count: 1, path: '/news?review=returned', label: '1 article sent back' },
    ]);
    renderAdmin(<DashboardPage user={ANA} />, { user: ANA });
    const review = await screen.findByRole('link', {
      name: '2 articles wait for review, the oldest since 28 Nov 2026, 09:30 SAST',
    });
    expect(review).toHaveAttribute('href', '/news?review=submitted');
    expect(screen.getByRole('link', { name: '1 of your articles was sent back' })).toHaveAttribute(
      'href',
      '/news?review=returned',
    );
  });
});
