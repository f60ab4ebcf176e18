import type { InboxMessage } from '@common/admin/contact';
import { useRef, useState } from 'react';
import { Field } from '../../components/Field';
import { Section } from '../../components/Section';
import { SubmitForm } from '../../components/SubmitForm';
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
  const submit = () =>
    save.mutate(body, {
      onSuccess: () => {
        setBody('');
        onDone(t('inbox.note.added'));
        // The button, disabled while saving, lost the focus: it goes to the emptied field, ready for the next note.
        field.current?.focus();
      },
    });
  return (
    <Section title={t('inbox.note.title')}>
      <SubmitForm
        className="mt-2"
        tight
        onSubmit={submit}
        pending={save.isPending}
        submit={t('inbox.note.add')}
        look="outline"
        // A note typed but not added is not lost by leaving.
        unsaved={body.trim() !== ''}
      >
        <TextArea
          ref={field}
          label={t('inbox.note.label')}
          rows={3}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={save.error ? (save.error.fields.body ?? save.error.message) : undefined}
        />
      </SubmitForm>
    </Section>
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
  // A reply typed but not sent is not lost by leaving (lib/leave-guard.ts), even while spam hides the form.
  useUnsavedChanges(body.trim() !== '');
  const submit = () =>
    send.mutate(
      { subject, body },
      {
        onSuccess: () => {
          setBody('');
          onDone(t('inbox.reply.sent'));
        },
      },
    );
  const fields = send.error?.fields ?? {};
  return (
    <Section title={t('inbox.reply.title', { name: message.name })}>
      <p className="mt-1 text-sm wrap-anywhere text-stone-700">{t('inbox.reply.to', { email: message.email })}</p>
      {blocked ? (
        <p className="mt-2 text-stone-800">{t('inbox.reply.blocked')}</p>
      ) : (
        <SubmitForm
          className="mt-2"
          tight
          onSubmit={submit}
          error={send.error && !fields.subject && !fields.body && send.error.message}
          pending={send.isPending}
          submit={t('inbox.reply.send')}
          pendingLabel={t('inbox.reply.sending')}
        >
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
        </SubmitForm>
      )}
    </Section>
  );
}
