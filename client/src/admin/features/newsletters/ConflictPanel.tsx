import type { Locale } from '@common/locale';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '../../i18n';
import type { IssueConflict } from './form';

/**
 * The fields a colleague and this person both changed since the issue was opened (the 409's conflicts),
 * each with both versions whole, side by side, and the choice of which to keep; their other changes are kept
 * without asking (docs/decisions/078). The kit's ConflictChoices (components/record) is this for every
 * record, with a third choice, combining the two texts: the issue editor takes it when it adopts the kit.
 */
export function ConflictPanel({
  message,
  conflicts,
  pending,
  onSave,
}: {
  message: string;
  conflicts: IssueConflict[];
  pending: boolean;
  /** Saves with theirs kept for the paths listed, mine for the others. */
  onSave: (theirs: string[]) => void;
}) {
  const t = useT();
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const [theirs, setTheirs] = useState<string[]>([]);
  useEffect(() => section.current?.focus(), []);
  const labelOf = (path: string) => {
    const [root, locale, field] = path.split('.');
    if (root === 'values') return t('newsletters.articles');
    const name = field === 'subject' ? t('newsletters.subject') : t('newsletters.introField');
    return t('newsletters.conflict.field', { field: name, language: t(`kit.languages.${locale as Locale}`) });
  };
  const textOf = (path: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return t('newsletters.conflict.empty');
    return path.startsWith('values.') ? (value as number[]).join(', ') : String(value);
  };
  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="mt-4 space-y-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-stone-900 focus:outline-3 focus:outline-amber-500"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('newsletters.conflict.title', { count: conflicts.length })}
      </h2>
      {message && <p className="text-sm font-medium">{message}</p>}
      <p className="text-sm">{t('newsletters.conflict.intro')}</p>
      {conflicts.map((conflict, n) => {
        const lang = conflict.path.startsWith('words.') ? conflict.path.split('.')[1] : undefined;
        const keepTheirs = theirs.includes(conflict.path);
        const choose = (pick: boolean) =>
          setTheirs((list) => (pick ? [...list, conflict.path] : list.filter((path) => path !== conflict.path)));
        return (
          <fieldset key={conflict.path} className="space-y-2 rounded-md border border-amber-200 bg-white p-3">
            <legend className="px-1 font-semibold">{labelOf(conflict.path)}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {(
                [
                  ['theirs', conflict.theirs],
                  ['mine', conflict.mine],
                ] as const
              ).map(([who, value]) => (
                <div key={who}>
                  <h3 className="text-sm font-semibold">{t(`newsletters.conflict.${who}`)}</h3>
                  <p
                    lang={lang}
                    className="mt-1 rounded border border-stone-200 bg-stone-50 p-2 text-sm whitespace-pre-wrap"
                  >
                    {textOf(conflict.path, value)}
                  </p>
                </div>
              ))}
            </div>
            <div className="flex flex-wrap gap-4">
              {[false, true].map((pick) => (
                <label key={String(pick)} className="flex items-center gap-2 text-sm font-medium">
                  <input
                    type="radio"
                    name={`${id}-${n}`}
                    className="h-4 w-4 accent-primary"
                    checked={keepTheirs === pick}
                    onChange={() => choose(pick)}
                  />
                  {pick ? t('newsletters.conflict.keepTheirs') : t('newsletters.conflict.keepMine')}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <Button type="button" onClick={() => onSave(theirs)} disabled={pending}>
        {pending ? t('newsletters.saving') : t('newsletters.conflict.save')}
      </Button>
    </section>
  );
}
