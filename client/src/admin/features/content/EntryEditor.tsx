import type { ImageValue } from '@common/admin/media';
import { type AdminEntry, type EntryDependents, isFullProposal } from '@common/entries/admin';
import { type EntryKind, KINDS } from '@common/entries/kinds';
import type { Fields } from '@common/model/fields';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { Alert } from '../../components/Alert';
import { BackLink } from '../../components/BackLink';
import { saveImageAlt } from '../../components/media/ImageField';
import { PageTitle } from '../../components/PageTitle';
import { RecordEditor, type SaveOutcome } from '../../components/record/RecordEditor';
import { useT } from '../../i18n';
import { useFormatDate, useStaffClock } from '../../lib/dates';
import {
  createEntry,
  entriesQuery,
  entryQuery,
  fetchRevision,
  historyQuery,
  proposeChange,
  type SavedEntry,
  updateEntry,
} from './api';
import { DeleteEntry } from './DeleteEntry';
import { EntryHistory } from './EntryHistory';
import { FieldInput, useFieldHint } from './FieldInput';
import { useKindWords } from './kind-words';
import { useOptionLabel, usePageName } from './option-label';
import { ProposalPanel } from './ProposalPanel';
import { siteState, todayIn } from './site-state';

/**
 * The kinds whose words' dates visitors read: a legal page's "Last updated" is the latest change of its
 * sections (docs/decisions/078). Only there does "This is a correction: keep the date" mean anything; other
 * kinds' `changedAt` only marks translations, so the choice would be noise.
 */
const DATED = new Set<EntryKind>(['legalSection']);

/** A record of a content kind: new (no id) or an existing one, read fresh with what depends on it. */
export function EntryEditor({
  kind,
  id,
  kinds,
  onNotice,
  removable = true,
  proposes = false,
}: {
  kind: EntryKind;
  id?: number;
  /** The kinds of this section: a record of another is named, not linked. */
  kinds: readonly EntryKind[];
  onNotice: (text: string) => void;
  /** False where removing is not theirs: a company, for staff limited to companies (docs/decisions/088). */
  removable?: boolean;
  /** A writer: their changes go for review instead of to the site (docs/decisions/090). */
  proposes?: boolean;
}) {
  const t = useT();
  const words = useKindWords(kind);
  const entry = useQuery({ ...entryQuery(kind, id ?? 0), enabled: id !== undefined });
  if (id === undefined) return <EntryFormView kind={kind} kinds={kinds} onNotice={onNotice} />;
  if (entry.isPending) return <p role="status">{t('common.loading')}</p>;
  // Unknown, or beyond the person's companies (docs/decisions/088): a screen of its own, with its way back.
  if (entry.error)
    return (
      <>
        <p className="mb-2">
          <BackLink href={`/${kind}`}>{t('content.editor.back', { kind: words.name })}</BackLink>
        </p>
        <PageTitle title={t('content.editor.notOpened')}>{t('content.editor.notOpened')}</PageTitle>
        <Alert tone="error">{t('common.loadError', { message: entry.error.message })}</Alert>
      </>
    );
  return (
    <EntryFormView
      key={`${entry.data.id}:${entry.data.revision}:${entry.data.updatedAt}`}
      kind={kind}
      kinds={kinds}
      entry={entry.data}
      dependents={entry.data.dependents}
      onNotice={onNotice}
      removable={removable && !proposes}
      proposes={proposes}
    />
  );
}

const isImage = (value: unknown): value is ImageValue =>
  value !== null && typeof value === 'object' && 'url' in value && typeof (value as ImageValue).id === 'number';

function EntryFormView({
  kind,
  kinds,
  entry,
  dependents,
  onNotice,
  removable = true,
  proposes = false,
}: {
  kind: EntryKind;
  kinds: readonly EntryKind[];
  entry?: AdminEntry;
  dependents?: EntryDependents;
  onNotice: (text: string) => void;
  removable?: boolean;
  proposes?: boolean;
}) {
  const t = useT();
  const when = useFormatDate();
  const { zone } = useStaffClock();
  const queryClient = useQueryClient();
  const words = useKindWords(kind);
  const optionLabel = useOptionLabel();
  const hintOf = useFieldHint();
  const fields: Fields = KINDS[kind].fields;
  const [, navigate] = useLocation();

  /** What the save did, in whole sentences: saved or created, a colleague's changes kept, on the site or not. */
  const notice = (saved: SavedEntry, outcome: SaveOutcome) => {
    const where = siteState(kind, saved, todayIn(zone));
    const day = 'day' in where ? when(`${where.day}T12:00:00Z`, 'day') : '';
    return [
      outcome.created ? words.created : t('content.editor.saved'),
      outcome.merged ? t('content.editor.merged') : '',
      t(`content.editor.onSite.${where.state}`, { date: day }),
    ]
      .filter(Boolean)
      .join(' ');
  };

  /** A stored value in words, for the choice between two people's versions. */
  const valueText = (name: string, value: unknown): string | undefined => {
    const field = fields[name];
    if (!field || value === null || value === undefined) return undefined;
    if (field.type === 'choice' && typeof value === 'string') return optionLabel(name, value);
    if (field.type === 'ref' && typeof value === 'number') {
      const records = queryClient.getQueryData(entriesQuery(field.ref as EntryKind).queryKey);
      return records?.find((record) => record.id === value)?.label ?? String(value);
    }
    if (field.type === 'image' && typeof value === 'number') return t('content.editor.imageNumber', { id: value });
    return undefined;
  };

  const proposal = entry && isFullProposal(entry.proposal) ? entry.proposal : null;
  // A writer edits their change where one waits or was sent back: it is in the form, made on its version.
  // A colleague's change waiting is not theirs to edit (the server refuses a second one until it is answered).
  const own = proposes && proposal?.mine ? proposal : null;
  const record = entry && own ? { ...entry, ...own.record, revision: own.revision } : entry;
  const refresh = (id: number) => {
    void queryClient.invalidateQueries({ queryKey: entriesQuery(kind).queryKey });
    void queryClient.invalidateQueries({ queryKey: entryQuery(kind, id).queryKey });
    void queryClient.invalidateQueries({ queryKey: historyQuery(kind, id).queryKey });
  };
  const label = (field: string) => t(`content.fields.${kind}.${field}`);
  const panel = entry && proposal && (
    <ProposalPanel
      kind={kind}
      entry={entry}
      proposal={proposal}
      proposes={proposes}
      label={label}
      valueText={valueText}
      publishedLabel={t('content.editor.published')}
      onAnswered={(next, text) => {
        refresh(next.id);
        onNotice(text);
        navigate(`/${kind}`);
      }}
    />
  );
  const blocked = proposes && proposal !== null && !proposal.mine;

  return (
    <RecordEditor<SavedEntry>
      title={entry ? words.edit(entry.label) : words.new}
      backHref={`/${kind}`}
      backLabel={t('content.editor.back', { kind: words.name })}
      createLabel={t('content.editor.create')}
      screen={`content/${kind}`}
      fields={fields}
      record={record}
      label={label}
      hint={(field, spec) => hintOf(kind, field, spec.type)}
      valueInput={(props) => <FieldInput kind={kind} {...props} />}
      valueText={valueText}
      publishedLabel={t('content.editor.published')}
      correction={DATED.has(kind)}
      save={async (input, form) => {
        // An image's description lives on the image itself (the media library): saved first, audited there.
        for (const [name, field] of Object.entries(fields)) {
          const image = form.values[name];
          if (field.type === 'image' && isImage(image)) await saveImageAlt(image);
        }
        if (entry && proposes) return proposeChange(kind, entry.id, input);
        return entry ? updateEntry(kind, entry.id, input) : createEntry(kind, input);
      }}
      onSaved={(saved, outcome) => {
        refresh(saved.id);
        onNotice(proposes ? t('content.review.submitted') : notice(saved, outcome));
      }}
      saveLabel={proposes ? t('content.review.submit') : undefined}
      readOnly={blocked}
      loadRevision={entry && (async (revision) => (await fetchRevision(kind, entry.id, revision)).snapshot)}
      intro={
        <>
          {panel}
          {proposes && !proposal && <p className="mb-4 max-w-3xl text-stone-700">{t('content.review.intro')}</p>}
          {dependents && <Dependents dependents={dependents} kinds={kinds} />}
        </>
      }
      actions={entry && removable && <DeleteEntry kind={kind} entry={entry} onNotice={onNotice} />}
      after={(editor) => entry && <EntryHistory kind={kind} entry={entry} onLoad={editor.loadVersion} />}
    />
  );
}

/** Where the record shows ("Visible on": the pages, by name) and the records that refer to it. */
function Dependents({ dependents, kinds }: { dependents: EntryDependents; kinds: readonly EntryKind[] }) {
  const t = useT();
  const pageName = usePageName();
  return (
    <section
      aria-labelledby="dependents-title"
      className="mb-6 max-w-3xl rounded-md border border-stone-300 bg-stone-50 p-4 text-sm"
    >
      <h2 id="dependents-title" className="font-semibold text-stone-900">
        {t('content.editor.usedOn')}
      </h2>
      {dependents.pages.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {dependents.pages.map((page) => (
            <li key={page}>{pageName(page)}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-stone-700">{t('content.editor.noPage')}</p>
      )}
      {dependents.records.length > 0 && (
        <>
          <h3 className="mt-3 font-semibold text-stone-900">{t('content.editor.referredBy')}</h3>
          <p className="text-stone-700">{t('content.editor.referredHint')}</p>
          <ul className="mt-1 list-disc pl-5">
            {dependents.records.map((record) => (
              <li key={`${record.kind}:${record.id}`}>
                {kinds.includes(record.kind) ? (
                  <Link href={`/${record.kind}/${record.id}`} className="text-primary underline underline-offset-4">
                    {record.label}
                  </Link>
                ) : (
                  record.label
                )}{' '}
                ({t(`content.kinds.${record.kind}.one`)})
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
