import { type Issue, isScheduled } from '@common/admin/newsletter';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Alert } from '../../components/Alert';
import { BackLink } from '../../components/BackLink';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n';
import { leaveWithoutAsking } from '../../lib/leave-guard';
import { ArticlePicker } from './ArticlePicker';
import { issueQuery, overviewQuery } from './api';
import { ConflictPanel } from './ConflictPanel';
import { DeleteDraft } from './DeleteDraft';
import { Delivery } from './Delivery';
import { IssuePreview } from './IssuePreview';
import { IssueWords } from './IssueWords';
import { SendDialog } from './SendDialog';
import { DeliveryControls, ScheduledPanel } from './Sending';
import { TestSend } from './TestSend';
import { useIssueSave } from './use-issue-save';

/** A new issue (no id) or a saved one: its draft to edit, or, once sent, what went out and how it goes. */
export function IssuePage({ id, notice, onNotice }: { id?: number; notice: string; onNotice: (text: string) => void }) {
  const t = useT();
  const issue = useQuery({
    ...issueQuery(id ?? 0),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data && query.state.data.counts.queued > 0 ? 5000 : false),
  });
  if (id !== undefined && issue.isPending) return <p role="status">{t('common.loading')}</p>;
  if (id !== undefined && issue.error) {
    return <Alert tone="error">{t('common.loadError', { message: issue.error.message })}</Alert>;
  }
  return <IssueEditor key={id ?? 'new'} issue={issue.data} notice={notice} onNotice={onNotice} />;
}

/**
 * The page of one issue: its panels (words, articles, preview, test, sending, the sending's progress) and
 * the hooks that save (use-issue-save.ts) and send it (use-issue-send.ts). Panels the kit will give every
 * record (the history with "Restore as draft", the conflict choices) are the ones to swap when the issue
 * editor adopts components/record.
 */
function IssueEditor({ issue, notice, onNotice }: { issue?: Issue; notice: string; onNotice: (text: string) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const editor = useIssueSave({ issue, onNotice });
  const { form, readOnly } = editor;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey });
    if (issue) void queryClient.invalidateQueries({ queryKey: issueQuery(issue.id).queryKey });
  };
  // Sent, scheduled, paused...: the notice says which, and the issue is loaded again.
  const onChanged = (text: string) => {
    onNotice(text);
    refresh();
  };
  const title = !issue
    ? t('newsletters.newTitle')
    : issue.status === 'scheduled'
      ? t('newsletters.scheduledTitle')
      : issue.status === 'held'
        ? t('newsletters.heldTitle')
        : readOnly
          ? t('newsletters.viewTitle')
          : t('newsletters.editTitle');
  return (
    <>
      <p className="mb-2">
        <BackLink>{t('newsletters.back')}</BackLink>
      </p>
      <PageTitle title={title}>{title}</PageTitle>
      <div className="space-y-3">
        {notice && <Alert tone="success">{notice}</Alert>}
        {(editor.hasErrors || editor.error) && (
          <Alert tone="error">{editor.hasErrors ? t('newsletters.checkFields') : editor.error?.message}</Alert>
        )}
      </div>
      {editor.conflict && (
        <ConflictPanel
          message={editor.conflict.message}
          conflicts={editor.conflict.conflicts}
          pending={editor.save.isPending}
          onSave={editor.resolve}
        />
      )}
      {issue && isScheduled(issue.status) && (
        <ScheduledPanel issue={issue} onChanged={onChanged}>
          <SendDialog issue={issue} disabled={false} onSent={onChanged} />
        </ScheduledPanel>
      )}
      {issue && readOnly && !isScheduled(issue.status) && (
        <>
          <Delivery issue={issue} />
          <DeliveryControls issue={issue} onChanged={onChanged} />
        </>
      )}

      <form
        ref={editor.formRef}
        noValidate
        className="mt-6 space-y-8"
        onSubmit={(event) => {
          event.preventDefault();
          editor.submit();
        }}
      >
        <IssueWords
          form={form}
          onChange={editor.setForm}
          tab={editor.tab}
          onTab={editor.setTab}
          states={editor.states}
          sources={issue?.sources ?? {}}
          confirmable={editor.confirmable}
          errors={editor.errors}
          readOnly={readOnly}
        />
        <ArticlePicker
          picked={form.articleIds}
          disabled={readOnly}
          onChange={(articleIds) => editor.setForm((current) => ({ ...current, articleIds }))}
          error={editor.errors['values.articleIds']}
        />
        <div className="flex flex-wrap gap-3">
          {!readOnly && (
            <Button type="submit" disabled={editor.save.isPending}>
              {editor.save.isPending ? t('newsletters.saving') : t('newsletters.save')}
            </Button>
          )}
          <Button type="button" variant="outline" onClick={editor.showPreview} disabled={editor.preview.isPending}>
            {editor.preview.isPending ? t('newsletters.previewing') : t('newsletters.preview')}
          </Button>
        </div>
      </form>

      {editor.previews && <IssuePreview key={Object.keys(editor.previews).join()} previews={editor.previews} />}

      {issue && !readOnly && (
        <div className="mt-8 space-y-6">
          {editor.dirty && <Alert tone="info">{t('newsletters.unsaved')}</Alert>}
          <TestSend issueId={issue.id} versions={issue.languages} disabled={editor.dirty} />
          <SendDialog issue={issue} disabled={editor.dirty || issue.languages.length === 0} onSent={onChanged} />
          <DeleteDraft
            issueId={issue.id}
            subject={issue.subject}
            onDeleted={() => {
              onNotice(t('newsletters.deleted'));
              void queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey });
              leaveWithoutAsking(() => navigate('/'));
            }}
          />
        </div>
      )}
    </>
  );
}
