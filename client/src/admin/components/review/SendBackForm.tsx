import { REVIEW_COMMENT_MAX, returnSchema } from '@common/admin/review';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { useT } from '../../i18n';
import { Alert } from '../Alert';
import { TextArea } from '../TextArea';
import { schemaErrors } from '../translation/errors';

/**
 * A reviewer's "Send back" (docs/decisions/089, 090): the button opens a comment (required, checked by the
 * shared schema before it is sent, focused when wrong), sent with `send`; `onSent` hears the answer. The
 * same for an article and a change proposed to a company's record; `words` name what is sent back.
 */
export function SendBackForm<T>({
  send,
  onSent,
  words,
}: {
  send: (comment: string) => Promise<T>;
  onSent: (answer: T) => void;
  words: { open: string; comment: string; hint: string; confirm: string };
}) {
  const t = useT();
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const sending = useMutation<T, ApiError, string>({
    mutationFn: send,
    onSuccess: (answer) => {
      setOpen(false);
      setComment('');
      onSent(answer);
    },
    onError: (failure) => {
      if (failure.fields.comment) {
        setError(failure.fields.comment);
        commentRef.current?.focus();
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    sending.reset();
    const found = schemaErrors(returnSchema, { comment }).comment;
    setError(found);
    if (found) return commentRef.current?.focus();
    sending.mutate(comment.trim());
  }

  if (!open)
    return (
      <Button
        variant="outline"
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => commentRef.current?.focus());
        }}
      >
        {words.open}
      </Button>
    );
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextArea
        ref={commentRef}
        label={words.comment}
        hint={words.hint}
        required
        rows={4}
        maxLength={REVIEW_COMMENT_MAX}
        value={comment}
        error={error}
        onChange={(event) => setComment(event.target.value)}
      />
      {sending.error && !sending.error.fields.comment && <Alert tone="error">{sending.error.message}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={sending.isPending}>
          {words.confirm}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setOpen(false);
            setError(undefined);
            sending.reset();
          }}
        >
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
