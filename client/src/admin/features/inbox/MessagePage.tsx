import type { InboxMessage } from '@common/admin/contact';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Alert } from '../../components/Alert';
import { BackLink } from '../../components/BackLink';
import { LoadState } from '../../components/LoadState';
import { PageTitle } from '../../components/PageTitle';
import { Section } from '../../components/Section';
import { useT } from '../../i18n';
import { announce } from '../../lib/announce';
import { useFormatDate } from '../../lib/dates';
import { markRead, messageQuery, setStatus } from './api';
import { NoteForm, ReplyForm } from './Compose';
import { STATUS_CLASS } from './format';
import { Handling } from './Handling';
import { History } from './History';
import { useMessageChange } from './use-message-change';

/** One message: the sender's details and text, its handling (status, assignee), a note, a reply, its history. */
export function MessagePage({ id }: { id: number }) {
  const t = useT();
  const message = useQuery(messageQuery(id));
  const read = useMessageChange(id, () => markRead(id));
  // Opening an unread message marks it read (a POST, so it is CSRF-checked), once.
  const asked = useRef(false);
  const unread = message.data?.unread;
  useEffect(() => {
    if (unread && !asked.current) {
      asked.current = true;
      read.mutate(undefined);
    }
  }, [unread, read]);

  const back = <BackLink>{t('inbox.back')}</BackLink>;
  if (!message.data) {
    return (
      <>
        <PageTitle title={t('inbox.title')}>{t('inbox.title')}</PageTitle>
        <LoadState query={message} />
        <p className="mt-4">{back}</p>
      </>
    );
  }
  return <MessageView message={message.data} back={back} />;
}

/** Why the message is in Spam: who put it there and when, or what gave it away on arrival. */
function spamNote(
  message: InboxMessage,
  t: ReturnType<typeof useT>,
  formatDate: ReturnType<typeof useFormatDate>,
): string {
  if (message.markedSpam) {
    return t('inbox.message.markedSpam', { name: message.markedSpam.by, date: formatDate(message.markedSpam.at) });
  }
  if (message.spamReason) return t('inbox.message.spamNote', { reason: t(`inbox.spamReasons.${message.spamReason}`) });
  return t('inbox.message.inSpam');
}

function MessageView({ message, back }: { message: InboxMessage; back: ReactNode }) {
  const t = useT();
  const formatDate = useFormatDate();
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // What an action did: shown on the page, and said once through the shell's live region.
  const done = (words: string) => {
    setNotice(words);
    announce(words);
  };
  const rescue = useMessageChange(message.id, () => setStatus(message.id, 'new'));
  const type = t(`inbox.types.${message.type}`);
  const rows: [string, ReactNode][] = [
    [t('inbox.message.name'), message.name],
    [
      t('inbox.message.email'),
      <a key="email" href={`mailto:${message.email}`} className="wrap-anywhere text-primary-dark underline">
        {message.email}
      </a>,
    ],
    [
      t('inbox.message.phone'),
      <a key="phone" href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} className="text-primary-dark underline">
        {message.phone}
      </a>,
    ],
    [t('inbox.message.company'), message.company ?? t('inbox.noCompany')],
    [t('inbox.message.type'), type],
    [t('inbox.message.to'), message.toCompany?.name ?? t('inbox.message.group')],
    [t('inbox.message.received'), formatDate(message.receivedAt)],
    [t('inbox.message.language'), t(`kit.languages.${message.locale}`)],
  ];
  return (
    <>
      <p className="mb-2">{back}</p>
      <PageTitle title={`${message.name} · ${t('inbox.title')}`} headingRef={heading}>
        <span className="break-words">{message.name}</span>
        <span
          className={cn(
            'ml-3 rounded-full px-2 py-0.5 align-middle text-sm font-semibold',
            STATUS_CLASS[message.status],
          )}
        >
          {t(`inbox.statuses.${message.status}`)}
        </span>
      </PageTitle>
      <div className="space-y-3">
        {notice && (
          <Alert tone="success" live={false}>
            {notice}
          </Alert>
        )}
        {message.status === 'spam' && (
          <Alert tone="warning">
            <p>{spamNote(message, t, formatDate)}</p>
            <Button
              size="sm"
              variant="outline"
              className="mt-2"
              disabled={rescue.isPending}
              onClick={() =>
                rescue.mutate(undefined, {
                  // The button goes with the spam warning: the focus goes to the heading, which shows the new status.
                  onSuccess: () => {
                    done(t('inbox.announce.notSpam'));
                    heading.current?.focus();
                  },
                })
              }
            >
              {t('inbox.message.notSpam')}
            </Button>
            {rescue.error && <p className="mt-2 font-medium text-red-800">{rescue.error.message}</p>}
          </Alert>
        )}
      </div>

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          <Section title={t('inbox.message.text')}>
            <p className="mt-2 rounded-md border border-stone-200 bg-stone-50 p-4 break-words whitespace-pre-wrap text-stone-900">
              {message.message}
            </p>
          </Section>
          <ReplyForm message={message} onDone={done} />
          <NoteForm id={message.id} onDone={done} />
          <History events={message.events} />
        </div>
        <div className="space-y-6">
          <Section title={t('inbox.message.details')}>
            <dl className="mt-2 space-y-2 text-sm">
              {rows.map(([label, value]) => (
                <div key={label}>
                  <dt className="font-medium text-stone-700">{label}</dt>
                  <dd className="break-words text-stone-900">{value}</dd>
                </div>
              ))}
            </dl>
          </Section>
          <Handling message={message} onDone={done} />
        </div>
      </div>
    </>
  );
}
