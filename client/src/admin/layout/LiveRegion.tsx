import { useEffect, useState } from 'react';
import { useAnnouncement } from '../lib/announce';

/**
 * The shell's live region (lib/announce.ts). Present from the first render and empty until something is
 * said: a region added together with its text is not read by every screen reader. The text is cleared
 * first and set a moment later, so the same words announced twice are read twice.
 */
export function LiveRegion() {
  const announcement = useAnnouncement();
  const [text, setText] = useState('');
  useEffect(() => {
    setText('');
    if (!announcement.text) return;
    const timer = window.setTimeout(() => setText(announcement.text), 100);
    return () => window.clearTimeout(timer);
  }, [announcement]);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-live-region="">
      {text}
    </div>
  );
}
