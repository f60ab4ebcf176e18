import type { Conflict } from '@common/model/merge';
import { type RefObject, useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from '../../i18n';
import { TextArea } from '../TextArea';

export type Pick = 'mine' | 'theirs' | 'combine';

/** What the person chose for one field both changed: theirs, mine, or the two combined into one text. */
export interface ConflictChoice {
  path: string;
  pick: Pick;
  /** The combined text (prefilled with mine). */
  combined: string;
}

export interface ShownConflict extends Conflict {
  /** The field's name and, for words, its language ("Tagline (French)"). */
  label: string;
  mineText: string;
  theirsText: string;
  /** Text can be combined; a number, a date, a flag or an image is one or the other. */
  combinable: boolean;
}

const rowsOf = (text: string) => Math.min(10, Math.max(2, text.split('\n').length + Math.floor(text.length / 90)));

/**
 * The fields a colleague and this person both changed, each with both versions whole, side by side (read
 * only, selectable to copy), and the choice of what to keep: "Keep mine", "Keep theirs" or "Combine", a text
 * prefilled with mine to edit (native radio buttons: Tab into the group, arrows to choose). Nothing is
 * retyped; the colleague's changes to other fields are kept without asking (docs/decisions/078).
 */
export function ConflictChoices({
  sectionRef,
  conflicts,
  choices,
  onChange,
  onSave,
  pending,
}: {
  /** Takes the focus when the choice appears (a region named by its heading). */
  sectionRef?: RefObject<HTMLElement | null>;
  conflicts: ShownConflict[];
  choices: ConflictChoice[];
  onChange: (choice: ConflictChoice) => void;
  onSave: () => void;
  pending: boolean;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="mb-6 space-y-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-stone-900 focus:outline-3 focus:outline-amber-500"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('kit.conflict.title', { count: conflicts.length })}
      </h2>
      <p className="text-sm">{t('kit.conflict.intro')}</p>
      {conflicts.map((conflict) => {
        const choice = choices.find((c) => c.path === conflict.path) ?? {
          path: conflict.path,
          pick: 'mine',
          combined: conflict.mineText,
        };
        return <OneConflict key={conflict.path} conflict={conflict} choice={choice} onChange={onChange} />;
      })}
      <Button type="button" onClick={onSave} disabled={pending}>
        {pending ? t('kit.editor.saving') : t('kit.conflict.save')}
      </Button>
    </section>
  );
}

function OneConflict({
  conflict,
  choice,
  onChange,
}: {
  conflict: ShownConflict;
  choice: ConflictChoice;
  onChange: (choice: ConflictChoice) => void;
}) {
  const t = useT();
  const id = useId();
  const picks: Pick[] = conflict.combinable ? ['mine', 'theirs', 'combine'] : ['mine', 'theirs'];
  return (
    <fieldset data-conflict={conflict.path} className="space-y-3 rounded-md border border-stone-300 bg-white p-3">
      <legend className="px-1 font-semibold">{conflict.label}</legend>
      <div className="grid gap-3 md:grid-cols-2">
        {(
          [
            ['mine', conflict.mineText],
            ['theirs', conflict.theirsText],
          ] as const
        ).map(([side, text]) => (
          <div key={side} className="space-y-1">
            <label htmlFor={`${id}-${side}`} className="block text-sm font-medium text-stone-800">
              {t(side === 'mine' ? 'kit.conflict.mine' : 'kit.conflict.theirs')}
            </label>
            <textarea
              id={`${id}-${side}`}
              readOnly
              rows={rowsOf(text)}
              value={text}
              placeholder={t('kit.conflict.empty')}
              className="block w-full rounded-md border border-stone-300 bg-stone-50 px-3 py-2 text-base text-stone-900"
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        {picks.map((pick) => (
          <label
            key={pick}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-amber-500',
              choice.pick === pick ? 'border-primary bg-primary-light text-stone-900' : 'border-stone-400 bg-white',
            )}
          >
            <input
              type="radio"
              name={`${id}-pick`}
              value={pick}
              checked={choice.pick === pick}
              onChange={() => onChange({ ...choice, pick })}
              className="h-4 w-4 accent-primary"
            />
            {t(`kit.conflict.${pick === 'mine' ? 'keepMine' : pick === 'theirs' ? 'keepTheirs' : 'combine'}`)}
          </label>
        ))}
      </div>
      {choice.pick === 'combine' && (
        <TextArea
          label={t('kit.conflict.combined', { field: conflict.label })}
          rows={rowsOf(choice.combined) + 1}
          value={choice.combined}
          onChange={(e) => onChange({ ...choice, combined: e.target.value })}
        />
      )}
    </fieldset>
  );
}
