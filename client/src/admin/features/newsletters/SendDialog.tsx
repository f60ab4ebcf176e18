import { type Issue, isScheduled } from '@common/admin/newsletter';
import { LOCALES, type Locale } from '@common/locale';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '../../components/CheckboxField';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { useT } from '../../i18n';
import { useIssueSend } from './use-issue-send';

const radioClass = 'h-4 w-4 accent-primary';
const optionClass = 'flex items-center gap-2 text-sm font-medium text-stone-800';

/**
 * "Send to subscribers", and its one confirmation dialog (Cancel focused: sending cannot be undone):
 * "Send to subscribers of: [each written language]; subscribers of other languages get: [nothing | the
 * <language> version]", who receives which with the counts per language, and now or at a time.
 */
export function SendDialog({
  issue,
  disabled,
  onSent,
}: {
  issue: Issue;
  disabled: boolean;
  onSent: (notice: string) => void;
}) {
  const t = useT();
  const id = useId();
  const sending = useIssueSend(issue, onSent);
  const { when, audience } = sending;
  const language = (locale: Locale) => t(`kit.languages.${locale}`);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
      <Button
        onClick={sending.ask}
        disabled={disabled || !sending.overview.data || sending.noAudience}
        aria-describedby={sending.noAudience ? `${id}-reason` : undefined}
      >
        {isScheduled(issue.status) ? t('newsletters.changeSchedule') : t('newsletters.send')}
      </Button>
      {sending.noAudience && (
        <p id={`${id}-reason`} className="text-sm font-medium text-amber-900">
          {t('newsletters.noAudience')}
        </p>
      )}
      <ConfirmDialog
        open={sending.asking}
        title={t('newsletters.sendTitle')}
        confirmLabel={when.later ? t('newsletters.scheduleConfirm') : t('newsletters.sendConfirm')}
        cancelLabel={t('common.cancel')}
        pending={sending.send.isPending}
        pendingLabel={t('newsletters.sending')}
        error={sending.send.error?.message}
        onConfirm={sending.confirm}
        onCancel={sending.cancel}
        fields={
          <div className="space-y-3">
            <fieldset>
              <legend className="text-sm font-semibold text-stone-900">{t('newsletters.sendVersions')}</legend>
              <div className="mt-1 space-y-1">
                {sending.versions.map((locale) => (
                  <CheckboxField
                    key={locale}
                    label={language(locale)}
                    checked={sending.locales.includes(locale)}
                    onChange={(event) => sending.toggle(locale, event.target.checked)}
                  />
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="text-sm font-semibold text-stone-900">{t('newsletters.sendOthers')}</legend>
              <div className="mt-1 space-y-1">
                {[null, ...sending.versions].map((version) => (
                  <label key={version ?? 'none'} className={optionClass}>
                    <input
                      type="radio"
                      name={`${id}-others`}
                      className={radioClass}
                      checked={sending.fallback === version}
                      onChange={() => sending.setFallback(version)}
                    />
                    {version
                      ? t('newsletters.sendOthersVersion', { language: language(version) })
                      : t('newsletters.sendOthersNone')}
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <h3 className="text-sm font-semibold text-stone-900">{t('newsletters.audienceTitle')}</h3>
              <ul className="mt-1 space-y-0.5 text-sm" data-testid="newsletter-audience">
                {LOCALES.map((reader) => {
                  const { subscribers, version } = audience[reader];
                  return (
                    <li key={reader}>
                      {version
                        ? t('newsletters.audienceGets', {
                            language: language(reader),
                            count: subscribers,
                            version: language(version),
                          })
                        : t('newsletters.audienceNone', { language: language(reader), count: subscribers })}
                    </li>
                  );
                })}
              </ul>
            </div>
            <fieldset>
              <legend className="text-sm font-semibold text-stone-900">{t('newsletters.sendWhen')}</legend>
              <div className="mt-1 flex flex-wrap gap-4">
                {[false, true].map((value) => (
                  <label key={String(value)} className={optionClass}>
                    <input
                      type="radio"
                      name={`${id}-when`}
                      className={radioClass}
                      checked={when.later === value}
                      onChange={() => when.setLater(value)}
                    />
                    {value ? t('newsletters.sendLater') : t('newsletters.sendNow')}
                  </label>
                ))}
              </div>
              {when.later && (
                <div className="mt-2 flex flex-wrap items-start gap-3">
                  <Field
                    inputClassName="w-auto"
                    type="date"
                    label={t('newsletters.scheduleDate')}
                    value={when.date}
                    error={when.error}
                    onChange={(event) => when.setDate(event.target.value)}
                  />
                  <Field
                    inputClassName="w-auto"
                    type="time"
                    label={t('newsletters.scheduleTime', { zone: when.zone })}
                    value={when.time}
                    onChange={(event) => when.setTime(event.target.value)}
                  />
                </div>
              )}
            </fieldset>
            <p className="text-sm font-medium" aria-live="polite">
              {sending.total > 0
                ? t('newsletters.sendText', {
                    total: sending.total,
                    rate: sending.rate,
                    minutes: Math.max(1, Math.ceil(sending.total / sending.rate)),
                  })
                : t('newsletters.noChosenAudience')}
            </p>
            {sending.outdated.length > 0 && (
              <p className="text-sm">
                {t('newsletters.sendOutdated', { languages: sending.outdated.map(language).join(', ') })}
              </p>
            )}
          </div>
        }
      />
    </div>
  );
}
