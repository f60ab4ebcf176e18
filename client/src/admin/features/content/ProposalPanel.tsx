import type { AdminEntry, EntryProposal } from '@common/entries/admin';
import { type EntryKind, KINDS } from '@common/entries/kinds';
import type { Fields } from '@common/model/fields';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { DataTable } from '../../components/DataTable';
import { useFieldText } from '../../components/record/field-text';
import { SendBackForm } from '../../components/review/SendBackForm';
import { SentBackNote } from '../../components/review/SentBackNote';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { approveChange, returnChange } from './api';

type Answered = (entry: AdminEntry, notice: string) => void;

/**
 * Review of a change proposed to a company's record (docs/decisions/090), above the record's editor. A
 * writer reads where their change stands: waiting since when (the form holds what they submitted), or
 * sent back with the reviewer's comment; a colleague's change waiting says so. A reviewer (an editor or an
 * owner who reaches the record) reads who proposed it and when, each field it changes (now and proposed),
 * and approves it (the site shows it then) or sends it back with a comment the writer must act on.
 */
export function ProposalPanel({
  kind,
  entry,
  proposal,
  proposes,
  label,
  valueText,
  publishedLabel,
  onAnswered,
}: {
  kind: EntryKind;
  entry: AdminEntry;
  proposal: EntryProposal;
  /** The reader proposes changes (a writer) rather than reviewing them. */
  proposes: boolean;
  label: (field: string) => string;
  valueText: (field: string, value: unknown) => string | undefined;
  publishedLabel: string;
  onAnswered: Answered;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  const headingId = useId();
  const someone = t('content.review.someone');
  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 max-w-3xl space-y-3 rounded-md border border-stone-300 bg-white p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {t('kit.labelled', { label: t('content.review.title'), value: t(`content.review.states.${proposal.state}`) })}
      </h2>
      {proposal.state === 'returned' && (
        <SentBackNote
          heading={t('content.review.sentBackBy', {
            name: proposal.returnedBy ?? someone,
            date: formatDate(proposal.at),
          })}
          comment={proposal.comment ?? ''}
        >
          {proposes && proposal.mine && <p className="mt-2 text-sm">{t('content.review.sentBackHint')}</p>}
        </SentBackNote>
      )}
      {proposes ? (
        proposal.state === 'submitted' && (
          <p className="text-sm text-stone-800">
            {proposal.mine
              ? t('content.review.waitingSince', { date: formatDate(proposal.submittedAt) })
              : t('content.review.theirs', {
                  name: proposal.submittedBy ?? someone,
                  date: formatDate(proposal.submittedAt),
                })}
          </p>
        )
      ) : (
        <Reviewing
          kind={kind}
          entry={entry}
          proposal={proposal}
          label={label}
          valueText={valueText}
          publishedLabel={publishedLabel}
          onAnswered={onAnswered}
        />
      )}
    </section>
  );
}

/** The reviewer's side: what the change is, then approve it or send it back. */
function Reviewing({
  kind,
  entry,
  proposal,
  label,
  valueText,
  publishedLabel,
  onAnswered,
}: Omit<Parameters<typeof ProposalPanel>[0], 'proposes'>) {
  const t = useT();
  const formatDate = useFormatDate();
  const writer = proposal.submittedBy ?? t('content.review.someone');
  const approve = useMutation<AdminEntry, ApiError>({
    mutationFn: () => approveChange(kind, entry.id),
    onSuccess: (next) =>
      onAnswered(next, next.published ? t('content.review.approved') : t('content.review.approvedHidden')),
  });
  return (
    <>
      <p className="text-sm font-medium text-stone-900">
        {proposal.state === 'submitted'
          ? t('content.review.proposedBy', { name: writer, date: formatDate(proposal.submittedAt) })
          : t('content.review.returnedTo', { name: writer, date: formatDate(proposal.at) })}
      </p>
      <Changes
        kind={kind}
        entry={entry}
        proposal={proposal}
        label={label}
        valueText={valueText}
        publishedLabel={publishedLabel}
      />
      {approve.error && <Alert tone="error">{approve.error.message}</Alert>}
      {proposal.state === 'submitted' && (
        <div className="flex flex-wrap items-start gap-3">
          <Button disabled={approve.isPending} onClick={() => approve.mutate()}>
            {t('content.review.approve')}
          </Button>
          <SendBackForm
            send={(comment) => returnChange(kind, entry.id, comment)}
            onSent={(next) => onAnswered(next, t('content.review.sentBack', { name: writer }))}
            words={{
              open: t('content.review.sendBack'),
              comment: t('content.review.comment'),
              hint: t('content.review.commentHint'),
              confirm: t('content.review.sendBackConfirm'),
            }}
          />
        </div>
      )}
    </>
  );
}

/** Each field the change touches, as it is now and as proposed, in words. */
function Changes({
  kind,
  entry,
  proposal,
  label,
  valueText,
  publishedLabel,
}: Omit<Parameters<typeof ProposalPanel>[0], 'proposes' | 'onAnswered'>) {
  const t = useT();
  const fields: Fields = KINDS[kind].fields;
  const { labelOfPath, textOf } = useFieldText({ fields, label, valueText, publishedLabel });
  const rows: { path: string; now: unknown; proposed: unknown }[] = [
    ...proposal.changed.map((name) =>
      name === 'published'
        ? { path: 'published', now: entry.published, proposed: proposal.record.published }
        : { path: `values.${name}`, now: entry.values[name], proposed: proposal.record.values[name] },
    ),
    ...proposal.languages.flatMap((locale) =>
      Object.entries(fields)
        .filter(([, field]) => field.perLanguage)
        .map(([name]) => ({
          path: `words.${locale}.${name}`,
          now: entry.words[locale]?.[name],
          proposed: proposal.record.words[locale]?.[name],
        }))
        .filter((row) => textOf(row.path, row.now) !== textOf(row.path, row.proposed)),
    ),
  ];
  const shown = (path: string, value: unknown) => textOf(path, value) || t('content.review.empty');
  return (
    <DataTable
      caption={t('content.review.changes')}
      minWidth="36rem"
      empty={t('content.review.empty')}
      rows={rows}
      rowKey={(row) => row.path}
      columns={[
        { key: 'field', header: t('content.review.field'), rowHeader: true, cell: (row) => labelOfPath(row.path) },
        {
          key: 'now',
          header: t('content.review.now'),
          cell: (row) => <span className="whitespace-pre-line">{shown(row.path, row.now)}</span>,
        },
        {
          key: 'proposed',
          header: t('content.review.proposed'),
          cell: (row) => <span className="whitespace-pre-line">{shown(row.path, row.proposed)}</span>,
        },
      ]}
    />
  );
}
