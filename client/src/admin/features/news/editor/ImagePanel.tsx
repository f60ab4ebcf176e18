import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getRoot, $getSelection, $isRangeSelection, $setSelection, type BaseSelection } from 'lexical';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ImageField, type ImageValue, imageAltError } from '../../../components/media/ImageField';
import { useT } from '../../../i18n';
import { $createImageNode } from './ImageNode';
import { ToolbarPanel } from './ToolbarPanel';

/**
 * An image inside the text: uploaded (or an earlier upload, found again by its content) with the shared
 * image field, described, then inserted where the caret was. The text in this language gets the
 * description in this language, or the English one.
 */
export function ImagePanel({
  selection,
  locale,
  onClose,
}: {
  selection: BaseSelection | null;
  locale: string;
  onClose: () => void;
}) {
  const t = useT();
  const [editor] = useLexicalComposerContext();
  const [image, setImage] = useState<ImageValue | null>(null);
  const [tried, setTried] = useState(false);

  const close = () => {
    onClose();
    editor.focus();
  };

  function insert() {
    setTried(true);
    if (!image || imageAltError(image)) return;
    const alt = (image.alt[locale as 'fr'] || image.alt.en || '').trim();
    editor.update(() => {
      if (selection) $setSelection(selection.clone());
      const current = $getSelection();
      const node = $createImageNode({ src: image.url, alt, width: Math.min(960, image.width), height: scaled(image) });
      if ($isRangeSelection(current)) current.insertNodes([node]);
      else $getRoot().selectEnd().insertNodes([node]);
    });
    close();
  }

  return (
    <ToolbarPanel label={t('news.toolbar.imagePanel')} className="space-y-3" close={close}>
      <ImageField label={t('news.toolbar.imageField')} value={image} onChange={setImage} showErrors={tried} />
      {tried && !image && <p className="text-sm font-medium text-red-700">{t('news.toolbar.imageFirst')}</p>}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={insert}>
          {t('news.toolbar.insertImage')}
        </Button>
        <Button size="sm" variant="outline" onClick={close}>
          {t('common.cancel')}
        </Button>
      </div>
    </ToolbarPanel>
  );
}

/** The height of the 960-wide file (never enlarged: a smaller original keeps its size). */
function scaled(image: ImageValue) {
  const width = Math.min(960, image.width);
  return Math.round((image.height * width) / image.width);
}
