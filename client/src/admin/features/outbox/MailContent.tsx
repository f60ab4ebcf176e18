import type { OutboxMail } from '@common/admin/outbox';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { HtmlView } from '../../components/HtmlView';
import { LoadState } from '../../components/LoadState';
import { Modal } from '../../components/Modal';
import { useT } from '../../i18n';
import { mailContentQuery } from './api';

/**
 * One mail as its recipient reads it (docs/decisions/049), opened from its row: the HTML part when there is one
 * and the plain text, with every token masked by the server so no link in it acts for the recipient.
 */
export function MailContent({ mail }: { mail: OutboxMail }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const content = useQuery({ ...mailContentQuery(mail.id), enabled: open });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="mt-2"
        aria-label={t('outbox.content.showLabel', { to: mail.to })}
        onClick={() => setOpen(true)}
      >
        {t('outbox.content.show')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={mail.subject}
        description={t('outbox.content.intro', { to: mail.to })}
        className="max-w-3xl"
      >
        <div className="mt-3 space-y-3">
          <p className="text-sm text-stone-700">{t('outbox.content.masked')}</p>
          <LoadState query={content} />
          {content.data?.html && <HtmlView html={content.data.html} label={t('outbox.content.html')} />}
          {content.data && (
            <details open={!content.data.html}>
              <summary className="cursor-pointer text-sm font-medium text-stone-800">
                {t('outbox.content.text')}
              </summary>
              <section
                aria-label={t('outbox.content.text')}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus.
                tabIndex={0}
                className="mt-2 max-h-96 overflow-auto rounded-md border border-stone-300 bg-stone-50 p-3"
              >
                <pre className="text-sm whitespace-pre-wrap break-words text-stone-900">{content.data.text}</pre>
              </section>
            </details>
          )}
        </div>
        <div className="mt-5 flex justify-end">
          <Button type="button" size="sm" onClick={() => setOpen(false)}>
            {t('outbox.content.close')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
