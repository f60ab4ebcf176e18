import { $generateHtmlFromNodes } from '@lexical/html';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { cn } from '@/lib/cn';
import { ImageNode } from './ImageNode';
import { $loadHtml } from './load';
import { PastePlugin } from './PastePlugin';
import { Toolbar } from './Toolbar';
import { theme } from './theme';
import { safeLinkUrl } from './url';

export interface RichTextEditorProps {
  /** The editable area's id (the toolbar controls it). */
  id: string;
  /** The visible label's id, and the hint's, read with the text area. */
  labelId: string;
  describedBy?: string;
  /** The language the text is written in. */
  lang: string;
  /** The stored HTML; read once when the editor starts (remount it to load other text). */
  initialHtml: string;
  onChange: (html: string) => void;
  invalid?: boolean;
}

/**
 * The article's rich-text editor (Lexical): headings 2 and 3, paragraphs, bold, italic, lists, links,
 * quotes and uploaded images; nothing else can be made or pasted in (pasted HTML keeps only these). The
 * HTML it produces is sanitised again by the server on every save. Loaded on its own (React.lazy) so the
 * admin shell does not carry it.
 */
export default function RichTextEditor({
  id,
  labelId,
  describedBy,
  lang,
  initialHtml,
  onChange,
  invalid,
}: RichTextEditorProps) {
  const initialConfig = {
    namespace: `article-${lang}`,
    theme,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
    onError: (error: Error) => {
      throw error;
    },
    editorState: (editor: Parameters<typeof $loadHtml>[0]) => $loadHtml(editor, initialHtml),
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div
        className={cn(
          'overflow-hidden rounded-md border bg-white shadow-sm focus-within:ring-2 focus-within:ring-amber-500',
          invalid ? 'border-red-700' : 'border-stone-400',
        )}
      >
        <Toolbar editorId={id} locale={lang} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={id}
              lang={lang}
              aria-labelledby={labelId}
              aria-describedby={describedBy}
              aria-multiline
              aria-invalid={invalid || undefined}
              data-testid={`content-editor-${lang}`}
              className="min-h-64 px-4 py-2 text-base break-words text-stone-900 focus:outline-none"
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <PastePlugin />
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={(url) => safeLinkUrl(url) !== null} />
      <OnChangePlugin
        ignoreSelectionChange
        onChange={(editorState, editor) => editorState.read(() => onChange($generateHtmlFromNodes(editor, null)))}
      />
    </LexicalComposer>
  );
}
