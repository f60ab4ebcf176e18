import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '../../i18n';

/** Recovery codes, shown once after two-factor sign-in is turned on (or the codes are replaced). */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">{t('auth.recovery.intro')}</p>
      <ul
        aria-label={t('auth.recovery.listLabel')}
        className="grid grid-cols-2 gap-2 rounded-md bg-stone-100 p-4 font-mono text-base"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={async () => {
            await navigator.clipboard?.writeText(codes.join('\n')).catch(() => {});
            setCopied(true);
          }}
        >
          {copied ? t('common.copied') : t('auth.recovery.copy')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('auth.recovery.done')}
        </Button>
      </div>
    </div>
  );
}
