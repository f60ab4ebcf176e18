import type { StaffMe } from '@common/admin/auth';
import { companiesOf, proposesChanges } from '@common/admin/roles';
import { type EntryKind, isEntryKind, kindsOfSection } from '@common/entries/kinds';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Route, Switch } from 'wouter';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n';
import { kindsFor } from '../../layout/sections';
import { useStaffClock } from '../../lib/dates';
import type { AdminFeature } from '../types';
import { entriesQuery } from './api';
import { EntriesList } from './EntriesList';
import { EntryEditor } from './EntryEditor';

/**
 * The kinds that keep a section of their own in the menu (docs/decisions/078: impact metrics, their areas
 * and success stories became content kinds): the same list and editor, under their old place.
 */
const IMPACT = kindsOfSection('impact');
const STORIES = kindsOfSection('stories');
const CONTENT = kindsOfSection('content');

function KindCount({ kind }: { kind: EntryKind }) {
  const t = useT();
  const list = useQuery(entriesQuery(kind));
  return (
    <span className="text-sm text-stone-700">{list.data ? t('content.count', { count: list.data.length }) : ''}</span>
  );
}

function Overview({ kinds }: { kinds: readonly EntryKind[] }) {
  const t = useT();
  return (
    <>
      <PageTitle title={t('content.title')}>{t('content.title')}</PageTitle>
      <p className="mb-6 max-w-3xl text-stone-700">{t('content.intro')}</p>
      <nav aria-label={t('content.kindsLabel')}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {kinds.map((kind) => (
            <li key={kind} className="rounded-md border border-stone-300 bg-white p-4">
              <Link href={`/${kind}`} className="font-semibold text-primary underline underline-offset-4">
                {t(`content.kinds.${kind}.name`)}
              </Link>
              <p className="mt-1 text-sm text-stone-700">{t(`content.kinds.${kind}.intro`)}</p>
              <KindCount kind={kind} />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/**
 * A section of content kinds (docs/decisions/032): a kind's records at /{kind}, a new record at
 * /{kind}/new and a record at /{kind}/{id}; one list and one editor for every kind, built from its
 * declaration. At / either the overview of the kinds (Site content), or the first kind's list, with links to
 * the others (Impact: its metrics, then their areas).
 */
function KindsSection({ user, kinds, overview }: { user: StaffMe; kinds: readonly EntryKind[]; overview: boolean }) {
  const t = useT();
  const { zone } = useStaffClock();
  const [notice, setNotice] = useState('');
  // Limited to companies, only the kinds whose records are a company's (docs/decisions/088).
  const mine = kindsFor(user, kinds);
  const groupWide = companiesOf(user) === null;
  // Writers propose changes to their companies' records for review, and add or remove none (decision 090).
  const proposes = proposesChanges(user.role);
  const allowed = (kind: string | undefined): kind is EntryKind => isEntryKind(kind) && mine.includes(kind);
  const refused = <Alert tone="error">{t('common.notFound.text')}</Alert>;
  const [first] = mine;
  const list = (kind: EntryKind) => {
    const back = overview
      ? { href: '/', label: t('content.list.back') }
      : kind === first
        ? undefined
        : { href: '/', label: t('content.editor.back', { kind: t(`content.kinds.${first}.name`) }) };
    return (
      <EntriesList
        kind={kind}
        zone={zone}
        notice={notice}
        onNotice={setNotice}
        back={back}
        others={overview ? [] : mine.filter((other) => other !== kind)}
        groupWide={groupWide}
        proposes={proposes}
      />
    );
  };
  return (
    <Switch>
      <Route path="/">{overview || !first ? <Overview kinds={mine} /> : list(first)}</Route>
      <Route path="/:kind">{({ kind }) => (allowed(kind) ? list(kind) : refused)}</Route>
      <Route path="/:kind/new">
        {({ kind }) =>
          allowed(kind) && !proposes && (groupWide || kind !== 'company') ? (
            <EntryEditor kind={kind} kinds={mine} onNotice={setNotice} />
          ) : (
            refused
          )
        }
      </Route>
      <Route path="/:kind/:id">
        {({ kind, id }) =>
          allowed(kind) && /^\d+$/.test(id) ? (
            <EntryEditor
              kind={kind}
              id={Number(id)}
              kinds={mine}
              onNotice={setNotice}
              removable={groupWide || kind !== 'company'}
              proposes={proposes}
            />
          ) : (
            refused
          )
        }
      </Route>
    </Switch>
  );
}

/** Site content: every kind but those with a section of their own, behind an overview. */
export const content: AdminFeature = {
  Page: ({ user }) => <KindsSection user={user} kinds={CONTENT} overview />,
  ready: true,
};
/** Impact: its metrics first, then the areas that group them on the Impact page. */
export const impact: AdminFeature = {
  Page: ({ user }) => <KindsSection user={user} kinds={IMPACT} overview={false} />,
  ready: true,
};
/** Success stories. */
export const stories: AdminFeature = {
  Page: ({ user }) => <KindsSection user={user} kinds={STORIES} overview={false} />,
  ready: true,
};
