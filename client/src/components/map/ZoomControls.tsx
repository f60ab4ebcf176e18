import { Minus, Plus, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '@/i18n';
import { MAX_ZOOM, MIN_ZOOM } from './zoom';

interface Props {
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}

export function ZoomControls({ zoom, onZoomIn, onZoomOut, onReset }: Props) {
  const m = useI18n().messages.map.zoom;
  return (
    <fieldset className="absolute top-3 right-3 z-20 flex flex-col gap-2">
      <legend className="sr-only">{m.controls}</legend>
      <ZoomButton label={m.in} disabled={zoom >= MAX_ZOOM} onClick={onZoomIn}>
        <Plus aria-hidden="true" className="size-5" />
      </ZoomButton>
      <ZoomButton label={m.out} disabled={zoom <= MIN_ZOOM} onClick={onZoomOut}>
        <Minus aria-hidden="true" className="size-5" />
      </ZoomButton>
      <ZoomButton label={m.reset} disabled={zoom <= MIN_ZOOM} onClick={onReset}>
        <RotateCcw aria-hidden="true" className="size-4" />
      </ZoomButton>
    </fieldset>
  );
}

interface ButtonProps {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** aria-disabled rather than disabled: a button that disables itself under the pointer would drop keyboard focus. */
function ZoomButton({ label, disabled, onClick, children }: ButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      className="grid size-10 place-items-center rounded-lg border border-slate-300 bg-white text-slate-800 shadow-sm transition-colors hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-primary,#166534)] aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white motion-reduce:transition-none"
    >
      {children}
    </button>
  );
}
