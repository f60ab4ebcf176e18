import { MAP_HEIGHT, MAP_WIDTH } from './africa-paths.generated';
import type { Point } from './zoom';

/**
 * The country tooltip, placed above the pointer or the focused country's centre.
 * `at` is in viewBox units; as percentages it follows the map at any rendered size.
 * Near an edge it flips inwards so it never pushes the page sideways on a phone.
 */
export function MapTooltip({ text, at }: { text: string; at: Point }) {
  const left = (at[0] / MAP_WIDTH) * 100;
  const top = (at[1] / MAP_HEIGHT) * 100;
  const shiftX = left < 25 ? '0%' : left > 75 ? '-100%' : '-50%';
  const shiftY = top < 15 ? '0.75rem' : 'calc(-100% - 0.75rem)';

  return (
    <div
      role="tooltip"
      className="pointer-events-none absolute z-10 w-max max-w-[min(18rem,80vw)] rounded-md bg-slate-900 px-3 py-1.5 text-sm font-medium text-white shadow-lg"
      style={{ left: `${left}%`, top: `${top}%`, transform: `translate(${shiftX}, ${shiftY})` }}
    >
      {text}
    </div>
  );
}
