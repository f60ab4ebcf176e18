import type { ErasureCounts, PersonalData, PersonContactEvent } from '@common/admin/privacy';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type ApiError, post } from '../../api/client';
import { Alert } from '../../components/Alert';
import { EmailField } from '../../components/AuthFields';
import { dangerFormClass } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { PageTitle } from '../../components/PageTitle';
import { SubmitForm } from '../../components/SubmitForm';
import { useT } from '../../i18n';
import type { Translate } from '../../i18n/translate';
import { useFormatDate } from '../../lib/dates';
import { wordFor } from '../../lib/words';

/** Saves a JSON value as a file (the export answers JSON; the browser keeps it as a download). */
function download(data: unknown, name: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A message's history line in words: "Thandi changed the status from New to In progress". */
function eventText(t: Translate, event: PersonContactEvent): string {
  const details = event.details ?? {};
  const actor = event.actor;
  const status = (code: unknown) => wordFor(t, `inbox.statuses.${code}`, t('privacy.unknownStatus'));
  switch (event.kind) {
    case 'note':
      return t('privacy.events.note', { actor });
    case 'status':
      return t('privacy.events.status', { actor, from: status(details.from), to: status(details.to) });
    case 'assignee': {
      const to = details.to && typeof details.to === 'object' ? (details.to as { name?: unknown }).name : null;
      return typeof to === 'string'
        ? t('privacy.events.assignee', { actor, to })
        : t('privacy.events.unassigned', { actor });
    }
    case 'reply':
      return t('privacy.events.reply', { actor, subject: String(details.subject ?? '') });
    default:
      return t('privacy.events.other', { actor });
  }
}

/**
 * One person's data (POPIA ss 23-25, GDPR arts 15 and 17): see it, export it as one JSON file, erase it.
 * Owners only.
 */
export function PrivacyPage() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [erased, setErased] = useState<ErasureCounts | null>(null);
  const lookup = useMutation<PersonalData, ApiError, string>({
    mutationFn: (address) => post<PersonalData>('/privacy/lookup', { email: address }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErased(null);
    lookup.mutate(email);
  };
  return (
    <>
      <PageTitle title={t('privacy.title')}>{t('privacy.title')}</PageTitle>
      <p className="max-w-3xl text-stone-700">{t('privacy.intro')}</p>
      <form onSubmit={submit} noValidate className="mt-6 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-start">
        <EmailField
          label={t('privacy.email')}
          autoComplete="off"
          value={email}
          onValue={setEmail}
          error={lookup.error?.fields.email}
          className="sm:flex-1"
        />
        <Button type="submit" className="sm:mt-7" disabled={lookup.isPending}>
          {lookup.isPending ? t('privacy.lookingUp') : t('privacy.lookUp')}
        </Button>
      </form>
      <div className="mt-4 space-y-3">
        {lookup.error && !lookup.error.fields.email && <Alert tone="error">{lookup.error.message}</Alert>}
        {erased && <Alert tone="success">{t('privacy.erased', { ...erased })}</Alert>}
      </div>
      {lookup.data && !erased && (
        <PersonView
          data={lookup.data}
          onErased={(counts) => {
            setErased(counts);
            lookup.reset();
          }}
        />
      )}
    </>
  );
}

function PersonView({ data, onErased }: { data: PersonalData; onErased: (counts: ErasureCounts) => void }) {
  const t = useT();
  const formatDate = useFormatDate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const empty = !data.contactMessages.length && !data.subscription && !data.mails.length && !data.auditMentions;
  const exporting = useMutation<PersonalData, ApiError>({
    mutationFn: () => post<PersonalData>('/privacy/export', { email: data.email }),
    onSuccess: (file) => download(file, `personal-data-${file.generatedAt.slice(0, 10)}.json`),
  });
  return (
    <section aria-labelledby="person" className="mt-8 space-y-8">
      <h2 id="person" ref={heading} tabIndex={-1} className="text-xl font-semibold text-stone-900 focus:outline-none">
        {t('privacy.resultTitle', { email: data.email })}
      </h2>
      {empty && <p className="text-stone-700">{t('privacy.nothing')}</p>}

      <section aria-labelledby="messages">
        <h3 id="messages" className="text-lg font-semibold text-stone-900">
          {t('privacy.messages', { count: data.contactMessages.length })}
        </h3>
        {data.contactMessages.length === 0 ? (
          <p className="mt-2 text-stone-700">{t('privacy.noMessages')}</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {data.contactMessages.map((message) => (
              <li key={message.id} className="rounded-md border border-stone-200 p-3">
                <p className="text-sm text-stone-600">
                  {t('privacy.messageMeta', {
                    date: formatDate(message.createdAt),
                    subject: wordFor(t, `inbox.types.${message.subject}`, t('privacy.unknown')),
                    status: wordFor(t, `inbox.statuses.${message.status}`, t('privacy.unknownStatus')),
                  })}
                </p>
                <p className="mt-1 font-medium text-stone-900">
                  {message.name} · {message.email} · {message.phone}
                  {message.company ? ` · ${message.company}` : ''}
                </p>
                <p className="mt-2 whitespace-pre-wrap text-stone-800">{message.message}</p>
                {message.events.length > 0 && (
                  <details className="mt-2">
                    <summary className="cursor-pointer font-medium text-primary">{t('privacy.history')}</summary>
                    <ul className="mt-2 space-y-1 text-sm text-stone-800">
                      {message.events.map((event) => (
                        <li key={event.id}>
                          {formatDate(event.createdAt)} · {eventText(t, event)}
                          {event.body ? `: ${event.body}` : ''}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="subscription">
        <h3 id="subscription" className="text-lg font-semibold text-stone-900">
          {t('privacy.subscription')}
        </h3>
        <p className="mt-2 text-stone-700">
          {data.subscription
            ? t('privacy.subscriptionText', {
                status: t(`privacy.statuses.${data.subscription.status}`),
                language: t(`kit.languages.${data.subscription.locale}`),
                subscribed: formatDate(data.subscription.subscribedAt),
              })
            : t('privacy.noSubscription')}
        </p>
      </section>

      <section aria-labelledby="mails">
        <h3 id="mails" className="text-lg font-semibold text-stone-900">
          {t('privacy.mails', { count: data.mails.length })}
        </h3>
        <DataTable
          caption={t('privacy.mailsCaption')}
          className="mt-2"
          minWidth="40rem"
          empty={t('privacy.noMails')}
          rows={data.mails}
          rowKey={(mail) => mail.id}
          columns={[
            {
              key: 'date',
              header: t('privacy.mailColumns.date'),
              className: 'whitespace-nowrap',
              cell: (mail) => formatDate(mail.createdAt),
            },
            {
              key: 'kind',
              header: t('privacy.mailColumns.kind'),
              cell: (mail) => wordFor(t, `outbox.kinds.${mail.kind}`, t('privacy.unknown')),
            },
            { key: 'to', header: t('privacy.mailColumns.to'), className: 'wrap-anywhere', cell: (mail) => mail.to },
            { key: 'subject', header: t('privacy.mailColumns.subject'), cell: (mail) => mail.subject },
            {
              key: 'status',
              header: t('privacy.mailColumns.status'),
              cell: (mail) => wordFor(t, `outbox.statuses.${mail.status}`, t('privacy.unknownStatus')),
            },
          ]}
        />
      </section>

      <p className="text-stone-700">{t('privacy.auditMentions', { count: data.auditMentions })}</p>

      <div className="space-y-3">
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => exporting.mutate()} disabled={exporting.isPending}>
            {exporting.isPending ? t('privacy.exporting') : t('privacy.export')}
          </Button>
        </div>
        {exporting.isSuccess && <Alert tone="success">{t('privacy.exported')}</Alert>}
        {exporting.error && <Alert tone="error">{exporting.error.message}</Alert>}
      </div>
      <EraseControl email={data.email} onErased={onErased} />
    </section>
  );
}

function EraseControl({ email, onErased }: { email: string; onErased: (counts: ErasureCounts) => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [confirm, setConfirm] = useState('');
  const titleId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (asking) title.current?.focus();
  }, [asking]);
  const erase = useMutation<{ counts: ErasureCounts }, ApiError>({
    mutationFn: () => post<{ counts: ErasureCounts }>('/privacy/erase', { email, confirm }),
    onSuccess: (result) => onErased(result.counts),
  });
  const cancel = () => {
    setAsking(false);
    setConfirm('');
    requestAnimationFrame(() => trigger.current?.focus());
  };
  if (!asking) {
    return (
      <button type="button" ref={trigger} className={dangerFormClass} onClick={() => setAsking(true)}>
        {t('privacy.erase')}
      </button>
    );
  }
  return (
    <SubmitForm
      aria-labelledby={titleId}
      tight
      className="max-w-2xl rounded-md border border-red-300 bg-red-50 p-4"
      onSubmit={() => erase.mutate()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') cancel();
      }}
      intro={
        <>
          <h3 id={titleId} ref={title} tabIndex={-1} className="text-lg font-semibold text-red-950 focus:outline-none">
            {t('privacy.eraseTitle', { email })}
          </h3>
          <p className="text-stone-800">{t('privacy.eraseText')}</p>
        </>
      }
      error={erase.error && !erase.error.fields.confirm && erase.error.message}
      pending={erase.isPending}
      submit={t('privacy.eraseConfirm')}
      pendingLabel={t('privacy.erasing')}
      look="danger"
      beside={
        <Button variant="outline" onClick={cancel}>
          {t('common.cancel')}
        </Button>
      }
    >
      <EmailField
        label={t('privacy.eraseConfirmLabel')}
        name="confirm"
        autoComplete="off"
        value={confirm}
        onValue={setConfirm}
        error={erase.error?.fields.confirm}
      />
    </SubmitForm>
  );
}
