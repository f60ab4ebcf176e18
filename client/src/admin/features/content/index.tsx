import type { StaffMe } from '@common/admin/auth';
import type { Role } from '@common/admin/roles';
import { canEditKind, ENTRY_KINDS, type EntryKind, isEntryKind } from '@common/entries/kinds';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Route, Switch } from 'wouter';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n';
import { useStaffClock } from '../../lib/dates';
import type { AdminFeature } from '../types';
import { entriesQuery } from './api';
import { EntriesList } from './EntriesList';
import { EntryEditor } from './EntryEditor';

/** The kinds this role may change, in the order of common/src/entries/kinds.ts. */
const kindsFor = (role: Role) => ENTRY_KINDS.filter((kind) => canEditKind(role, kind));

function KindCount({ kind }: { kind: EntryKind }) {
  const t = useT();
  const list = useQuery(entriesQuery(kind));
  return (
    <span className="text-sm text-stone-700">{list.data ? t('content.count', { count: list.data.length }) : ''}</span>
  );
}

function Overview({ role }: { role: Role }) {
  const t = useT();
  return (
    <>
      <PageTitle title={t('content.title')}>{t('content.title')}</PageTitle>
      <p className="mb-6 max-w-3xl text-stone-700">{t('content.intro')}</p>
      <nav aria-label={t('content.kindsLabel')}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {kindsFor(role).map((kind) => (
            <li key={kind} className="rounded-md border border-stone-300 bg-white p-4">
              <Link href={`/${kind}`} className="font-semibold text-primary underline underline-offset-4">
                {t(`content.kinds.${kind}.name` as 'content.kinds.company.name')}
              </Link>
              <p className="mt-1 text-sm text-stone-700">
                {t(`content.kinds.${kind}.intro` as 'content.kinds.company.intro')}
              </p>
              <KindCount kind={kind} />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/**
 * Site content (docs/decisions/032): the kinds at /content, a kind's records at /content/{kind}, a new record at
 * /content/{kind}/new and a record at /content/{kind}/{id}. One list and one editor for every kind, built
 * from the kind's description.
 */
function ContentSection({ user }: { user: StaffMe }) {
  const t = useT();
  const { zone } = useStaffClock();
  const [notice, setNotice] = useState('');
  const role = user.role as Role;
  const allowed = (kind: string | undefined): kind is EntryKind => isEntryKind(kind) && canEditKind(role, kind);
  const refused = <Alert tone="error">{t('common.notFound.text')}</Alert>;
  return (
    <Switch>
      <Route path="/">
        <Overview role={role} />
      </Route>
      <Route path="/:kind">
        {({ kind }) =>
          allowed(kind) ? <EntriesList kind={kind} zone={zone} notice={notice} onNotice={setNotice} /> : refused
        }
      </Route>
      <Route path="/:kind/new">
        {({ kind }) => (allowed(kind) ? <EntryEditor kind={kind} onNotice={setNotice} /> : refused)}
      </Route>
      <Route path="/:kind/:id">
        {({ kind, id }) =>
          allowed(kind) && /^\d+$/.test(id) ? <EntryEditor kind={kind} id={Number(id)} onNotice={setNotice} /> : refused
        }
      </Route>
    </Switch>
  );
}

export const content: AdminFeature = { Page: ContentSection, ready: true };
