import { $createLinkNode, $isLinkNode, $toggleLink } from '@lexical/link';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  $createTextNode,
  $findMatchingParent,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
} from 'lexical';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '../../../components/Field';
import { useT } from '../../../i18n';
import { ToolbarPanel } from './ToolbarPanel';
import { safeLinkUrl } from './url';

/** The current link's address (when the selection is in one), to edit it. */
function currentUrl(selection: BaseSelection | null): string {
  if (!$isRangeSelection(selection)) return '';
  const link = $findMatchingParent(selection.anchor.getNode(), $isLinkNode);
  return link ? link.getURL() : '';
}

/**
 * The address of a link: typed in a real field (Enter applies, Escape closes), checked to be http, https
 * or mailto. With nothing selected, the address itself becomes the linked text.
 */
export function LinkPanel({
  selection,
  linked,
  onClose,
}: {
  selection: BaseSelection | null;
  linked: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const [editor] = useLexicalComposerContext();
  const [url, setUrl] = useState(() => editor.getEditorState().read(() => currentUrl(selection)));
  const [error, setError] = useState<string>();

  const close = () => {
    onClose();
    editor.focus();
  };
  const restore = () => {
    if (selection) $setSelection(selection.clone());
    return $getSelection();
  };

  function apply(event: { preventDefault: () => void }) {
    event.preventDefault();
    const safe = safeLinkUrl(url);
    if (!safe) {
      setError(t('news.toolbar.badUrl'));
      return;
    }
    editor.update(() => {
      const current = restore();
      if (!$isRangeSelection(current)) return;
      const inLink = $findMatchingParent(current.anchor.getNode(), $isLinkNode);
      if (current.isCollapsed() && !inLink) {
        current.insertNodes([$createLinkNode(safe).append($createTextNode(url.trim()))]);
      } else if (inLink && current.isCollapsed()) {
        inLink.setURL(safe);
      } else {
        $toggleLink(safe);
      }
    });
    close();
  }

  function remove() {
    editor.update(() => {
      const current = restore();
      if (!$isRangeSelection(current)) return;
      const link = $findMatchingParent(current.anchor.getNode(), $isLinkNode);
      if (current.isCollapsed() && link) {
        // The whole link, when the caret is only inside it.
        for (const child of link.getChildren()) link.insertBefore(child);
        link.remove();
      } else {
        $toggleLink(null);
      }
    });
    close();
  }

  return (
    <ToolbarPanel
      label={t('news.toolbar.linkPanel')}
      className="flex flex-wrap items-end gap-2"
      close={close}
      onEnter={apply}
    >
      <Field
        className="min-w-0 flex-1 basis-64"
        label={t('news.toolbar.linkUrl')}
        hint={t('news.toolbar.linkHint')}
        type="url"
        inputMode="url"
        autoFocus
        maxLength={2000}
        value={url}
        error={error}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={apply}>
          {t('news.toolbar.applyLink')}
        </Button>
        {linked && (
          <Button size="sm" variant="outline" onClick={remove}>
            {t('news.toolbar.removeLink')}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={close}>
          {t('common.cancel')}
        </Button>
      </div>
    </ToolbarPanel>
  );
}
