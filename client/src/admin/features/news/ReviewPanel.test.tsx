import type { StaffMe } from '@common/admin/auth';
import type { AdminArticle, ArticleReview } from '@common/admin/news';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render';
import { ArticleEditor } from './ArticleEditor';

/*
 * Review before publication in the article editor (docs/decisions/089), over a mocked admin API (the
 * server's own checks, 403 news.reviewFirst among them, are its tests): a writer submits and never
 * publishes; an editor sends a submitted article back with a comment, which is required.
 */

const staff = (over: Partial<StaffMe>): StaffMe => ({
  id: 7,
  email: 'juma@veb.example',
  name: 'Juma',
  role: 'writer',
  totpEnabled: true,
  locale: 'en',
  companyIds: [],
  ...over,
});
const WRITER = staff({});
const EDITOR = staff({ id: 8, email: 'ana@veb.example', name: 'Ana', role: 'editor' });

const SUBMITTED: ArticleReview = {
  state: 'submitted',
  at: '2026-11-30T09:00:00.000Z',
  submittedBy: 'Juma',
  comment: null,
  returnedBy: null,
};
const article = (review: ArticleReview | null): AdminArticle => ({
  id: 7,
  values: { category: 'Expansion', author: 'Juma', imageId: null, imageUrl: null, companies: [] },
  words: { en: { title: 'New office in Kampala', slug: 'new-office-in-kampala', excerpt: 'Short' } },
  sources: { en: null },
  status: { en: 'current', fr: 'missing', sw: 'missing' },
  changedAt: { en: '2026-11-30T08:00:00.000Z' },
  label: 'New office in Kampala',
  revision: 12,
  publication: 'draft',
  publishAt: null,
  featuredRank: null,
  site: {},
  savedAt: '2026-11-30T08:00:00.000Z',
  savedBy: 'Juma',
  createdAt: '2026-11-30T08:00:00.000Z',
  review,
});

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];

/** The admin API: the article as given, and what submitting and sending back answer. */
function api(opened: AdminArticle) {
  let current = opened;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.replace('/api/admin', '');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const json = (data: unknown) =>
      new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });
    if (method === 'GET' && path === '/news/7') return json(current);
    if (method === 'GET' && path === '/news/7/history') return json([]);
    if (method === 'GET' && path === '/news/categories') return json(['Expansion']);
    if (method === 'GET' && path === '/entries/company') return json([]);
    if (method === 'PUT' && path === '/news/7/draft') {
      current = { ...current, values: { ...current.values, ...body.values }, revision: 13 };
      return json(current);
    }
    if (method === 'POST' && path === '/news/7/submit') {
      current = { ...current, review: { ...SUBMITTED, at: '2026-11-30T10:00:00.000Z' } };
      return json(current);
    }
    if (method === 'POST' && path === '/news/7/return') {
      current = {
        ...current,
        review: {
          ...SUBMITTED,
          state: 'returned',
          at: '2026-11-30T11:00:00.000Z',
          comment: body.comment,
          returnedBy: 'Ana',
        },
      };
      return json(current);
    }
    throw new Error(`unexpected ${method} ${path}`);
  });
  vi.stubGlobal('fetch', fetch);
}

function editor(user: StaffMe, opened: AdminArticle) {
  api(opened);
  const onNotice = vi.fn();
  renderAdmin(<ArticleEditor id={7} user={user} notice="" onNotice={onNotice} />, { path: '/7', user });
  return { onNotice };
}

const posts = () => calls.filter((call) => call.method === 'POST');

beforeEach(() => {
  localStorage.clear();
  calls = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('review before publication in the article editor', () => {
  it('offers a writer "Submit for review" and nothing that publishes, and says what submitting did', async () => {
    const { onNotice } = editor(WRITER, article(null));
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(screen.queryByRole('region', { name: 'Publishing' })).not.toBeInTheDocument();
    for (const name of ['Publish now', 'Schedule', 'Unpublish']) {
      expect(screen.queryByRole('button', { name }), name).not.toBeInTheDocument();
    }
    fireEvent.click(within(review).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith(
        'Submitted for review. An editor will publish it or send it back with a comment.',
      ),
    );
    expect(posts()).toEqual([{ method: 'POST', path: '/news/7/submit', body: {} }]);
    // Waiting, and unchanged: nothing new to submit.
    expect(await within(review).findByText(/^Waiting for review since 30 Nov 2026, 12:00/)).toBeInTheDocument();
    expect(within(review).queryByRole('button')).not.toBeInTheDocument();
  });

  it('saves unsaved changes before submitting them', async () => {
    editor(WRITER, article(null));
    fireEvent.change(await screen.findByLabelText(/^Author/), { target: { value: 'Juma Mwangi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const writes = calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
    expect(writes).toEqual(['PUT /news/7/draft', 'POST /news/7/submit']);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ values: { author: 'Juma Mwangi' } });
  });

  it('shows a writer the comment of an article sent back beside the draft, and offers to submit it again', async () => {
    editor(WRITER, article({ ...SUBMITTED, state: 'returned', comment: 'Add the opening date.', returnedBy: 'Ana' }));
    const comment = await screen.findByRole('region', { name: /^Sent back by Ana on 30 Nov 2026, 11:00/ });
    expect(comment).toHaveTextContent('Add the opening date.');
    expect(screen.getByRole('button', { name: 'Submit again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
  });

  it('lets an editor send a submitted article back, with a comment that is required', async () => {
    const { onNotice } = editor(EDITOR, article(SUBMITTED));
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(review).toHaveTextContent('Submitted by Juma on 30 Nov 2026, 11:00 SAST, waiting for review');
    // Publishing stays theirs.
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();

    fireEvent.click(within(review).getByRole('button', { name: 'Send back' }));
    const field = within(review).getByLabelText('What should change');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(review).getByRole('button', { name: 'Send back with this comment' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Write what the writer should change/));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(posts()).toEqual([]);

    fireEvent.change(field, { target: { value: 'Add the opening date.' } });
    fireEvent.click(within(review).getByRole('button', { name: 'Send back with this comment' }));
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith('Sent back to Juma with your comment.'));
    expect(posts()).toEqual([{ method: 'POST', path: '/news/7/return', body: { comment: 'Add the opening date.' } }]);
    expect(await screen.findByRole('region', { name: /^Sent back by Ana on 30 Nov 2026, 13:00/ })).toHaveTextContent(
      'Add the opening date.',
    );
  });
});
