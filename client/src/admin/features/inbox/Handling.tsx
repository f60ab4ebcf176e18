import { CONTACT_STATUSES, type ContactStatus, type InboxMessage } from '@common/admin/contact';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '../../components/Alert';
import { Section } from '../../components/Section';
import { SelectField } from '../../components/SelectField';
import { useT } from '../../i18n';
import { assigneesQuery, setAssignee, setStatus } from './api';
import { peopleOptions } from './format';
import { useMessageChange } from './use-message-change';

/**
 * The message's status and who works on it, each changed with its own button (and kept on the history).
 * After a change the focus goes back to the control that was used (its button is disabled while saving,
 * which would leave the focus nowhere) and the new state is announced.
 */
export function Handling({ message, onDone }: { message: InboxMessage; onDone: (notice: string) => void }) {
  const t = useT();
  const [status, setStatusValue] = useState<ContactStatus>(message.status);
  const [assignee, setAssigneeValue] = useState(message.assignee ? String(message.assignee.id) : '');
  const statusControl = useRef<HTMLSelectElement>(null);
  const assigneeControl = useRef<HTMLSelectElement>(null);
  // The shown choices follow the message when it changes otherwise ("Not spam", a colleague's change).
  useEffect(() => setStatusValue(message.status), [message.status]);
  useEffect(() => setAssigneeValue(message.assignee ? String(message.assignee.id) : ''), [message.assignee]);
  const people = useQuery(assigneesQuery);
  const saveStatus = useMessageChange(message.id, (next: ContactStatus) => setStatus(message.id, next));
  const saveAssignee = useMessageChange(message.id, (next: number | null) => setAssignee(message.id, next));

  const submitStatus = (event: FormEvent) => {
    event.preventDefault();
    saveStatus.mutate(status, {
      onSuccess: (saved) => {
        onDone(t('inbox.announce.status', { status: t(`inbox.statuses.${saved.status}`) }));
        statusControl.current?.focus();
      },
    });
  };
  const submitAssignee = (event: FormEvent) => {
    event.preventDefault();
    saveAssignee.mutate(assignee ? Number(assignee) : null, {
      onSuccess: (saved) => {
        onDone(
          saved.assignee ? t('inbox.announce.assigned', { name: saved.assignee.name }) : t('inbox.announce.unassigned'),
        );
        assigneeControl.current?.focus();
      },
    });
  };
  const error = saveStatus.error ?? saveAssignee.error;
  return (
    <Section title={t('inbox.handling')} className="space-y-4">
      {error && <Alert tone="error">{error.message}</Alert>}
      <form onSubmit={submitStatus} className="space-y-2">
        <SelectField
          ref={statusControl}
          label={t('inbox.changeStatus')}
          value={status}
          onChange={(event) => setStatusValue(event.target.value as ContactStatus)}
          options={CONTACT_STATUSES.map((value) => ({ value, label: t(`inbox.statuses.${value}`) }))}
        />
        <Button type="submit" size="sm" variant="outline" disabled={saveStatus.isPending}>
          {t('inbox.saveStatus')}
        </Button>
      </form>
      <form onSubmit={submitAssignee} className="space-y-2">
        <SelectField
          ref={assigneeControl}
          label={t('inbox.assignee')}
          value={assignee}
          onChange={(event) => setAssigneeValue(event.target.value)}
          placeholder={t('inbox.nobody')}
          options={peopleOptions(people.data ?? [])}
        />
        <Button type="submit" size="sm" variant="outline" disabled={saveAssignee.isPending}>
          {t('inbox.saveAssignee')}
        </Button>
      </form>
    </Section>
  );
}
