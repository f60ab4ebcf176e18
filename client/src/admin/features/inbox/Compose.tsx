import type { InboxMessage } from '@common/admin/contact';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { TextArea } from '../../components/TextArea';
import { useT } from '../../i18n';
import { useUnsavedChanges } from '../../lib/leave-guard';
import { addNote, sendReply } from './api';
import { useMessageChange } from './use-message-change';

/** An internal note: staff only, kept on the message's history. */
export function NoteForm({ id, onDone }: { id: number; onDone: (notice: string) => void }) {
  const t = useT();
  const [body, setBody] = useState('');
  const save = useMessageChange(id, (text: string) => addNote(id, text));
  const field = useRef<HTMLTextAreaElement>(null);
  // A note typed but not added is not lost by leaving (lib/leave-guard.ts).
  useUnsavedChanges(body.trim() !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(body, {
      onSuccess: () => {
        setBody('');
        onDone(t('inbox.note.added'));
        // The button, disabled while saving, lost the focus: it goes to the emptied field, ready for the next note.
        field.current?.focus();
      },
    });
  };
  return (
    <section aria-labelledby="message-note">
      <h2 id="message-note" className="text-lg font-semibold text-stone-900">
        {t('inbox.note.title')}
      </h2>
      <form onSubmit={submit} className="mt-2 space-y-2">
        <TextArea
          ref={field}
          label={t('inbox.note.label')}
          rows={3}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={save.error ? (save.error.fields.body ?? save.error.message) : undefined}
        />
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {t('inbox.note.add')}
        </Button>
      </form>
    </section>
  );
}

/** A reply to the visitor, sent from the site through the outbox and kept on the history. */
export function ReplyForm({ message, onDone }: { message: InboxMessage; onDone: (notice: string) => void }) {
  const t = useT();
  const [subject, setSubject] = useState(() =>
    t('inbox.reply.subjectDefault', { type: t(`inbox.types.${message.type}`) }),
  );
  const [body, setBody] = useState('');
  const send = useMessageChange(message.id, (input: { subject: string; body: string }) =>
    sendReply(message.id, input.subject, input.body),
  );
  const blocked = message.status === 'spam';
  // A reply typed but not sent is not lost by leaving (lib/leave-guard.ts).
  useUnsavedChanges(body.trim() !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { subject, body },
      {
        onSuccess: () => {
          setBody('');
          onDone(t('inbox.reply.sent'));
        },
      },
    );
  };
  const fields = send.error?.fields ?? {};
  return (
    <section aria-labelledby="message-reply">
      <h2 id="message-reply" className="text-lg font-semibold break-words text-stone-900">
        {t('inbox.reply.title', { name: message.name })}
      </h2>
      <p className="mt-1 text-sm wrap-anywhere text-stone-700">{t('inbox.reply.to', { email: message.email })}</p>
      {blocked ? (
        <p className="mt-2 text-stone-800">{t('inbox.reply.blocked')}</p>
      ) : (
        <form onSubmit={submit} className="mt-2 space-y-3">
          {send.error && !fields.subject && !fields.body && <Alert tone="error">{send.error.message}</Alert>}
          <Field
            label={t('inbox.reply.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            error={fields.subject}
          />
          <TextArea
            label={t('inbox.reply.body')}
            rows={8}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            error={fields.body}
          />
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t('inbox.reply.sending') : t('inbox.reply.send')}
          </Button>
        </form>
      )}
    </section>
  );
}
