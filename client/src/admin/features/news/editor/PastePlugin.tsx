import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { COMMAND_PRIORITY_CRITICAL, PASTE_COMMAND } from 'lexical';
import { useEffect } from 'react';
import { cleanPastedHtml } from './paste';

/** Pastes already cleaned here, handed on to the editor's own paste handling. */
const cleaned = new WeakSet<Event>();

/**
 * Catches every paste first: HTML on the clipboard is cleaned (cleanPastedHtml) and pasted again as a new
 * event carrying only the clean HTML and the plain text.
 */
export function PastePlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          if (cleaned.has(event) || !(event instanceof ClipboardEvent)) return false;
          const html = event.clipboardData?.getData('text/html');
          if (!html) return false;
          event.preventDefault();
          const data = new DataTransfer();
          data.setData('text/html', cleanPastedHtml(html));
          data.setData('text/plain', event.clipboardData?.getData('text/plain') ?? '');
          const clean = new ClipboardEvent('paste', { clipboardData: data, cancelable: true });
          cleaned.add(clean);
          editor.dispatchCommand(PASTE_COMMAND, clean);
          return true;
        },
        COMMAND_PRIORITY_CRITICAL,
      ),
    [editor],
  );
  return null;
}
