import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  type BaseSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  KEY_DOWN_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
} from 'lexical';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '../../../i18n';
import { $selectionState, applyBlock, type Block, EMPTY_STATE } from './block';
import { ImagePanel } from './ImagePanel';
import { LinkPanel } from './LinkPanel';

interface Tool {
  key: string;
  Icon: LucideIcon;
  /** Shortcut in aria-keyshortcuts form. */
  keys?: string;
  pressed?: boolean;
  disabled?: boolean;
  expanded?: boolean;
  run: () => void;
}

/**
 * The editor's formatting buttons: one toolbar (one Tab stop; arrow keys, Home and End move along it),
 * each button named, toggles with aria-pressed. The shortcuts also work inside the text: Ctrl+B, Ctrl+I,
 * Ctrl+K (link), Ctrl+Alt+2 / 3 / 0 (heading 2, heading 3, paragraph), Ctrl+Shift+7 / 8 (lists),
 * Ctrl+Shift+9 (quote), Ctrl+Z and Ctrl+Y (Cmd on a Mac).
 */
export function Toolbar({ editorId, locale }: { editorId: string; locale: string }) {
  const t = useT();
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState(EMPTY_STATE);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  // The selection when a panel opened: its field takes the focus, and what it inserts goes back there.
  const saved = useRef<BaseSelection | null>(null);
  const [active, setActive] = useState(0);
  const bar = useRef<HTMLDivElement>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  const open = (which: 'link' | 'image') => {
    saved.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    setPanel((current) => (current === which ? null : which));
  };
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => editorState.read(() => setState($selectionState()))),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (value) => {
            setCanUndo(value);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (value) => {
            setCanRedo(value);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          KEY_DOWN_COMMAND,
          (event) => {
            const block = shortcutBlock(event);
            if (block) {
              event.preventDefault();
              applyBlock(editor, block, stateRef.current.block);
              return true;
            }
            if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.code === 'KeyK') {
              event.preventDefault();
              openRef.current('link');
              return true;
            }
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor],
  );

  const block = (target: Block) => () => applyBlock(editor, target, state.block);
  const tools: Tool[] = [
    { key: 'h2', Icon: Heading2, keys: 'Control+Alt+2', pressed: state.block === 'h2', run: block('h2') },
    { key: 'h3', Icon: Heading3, keys: 'Control+Alt+3', pressed: state.block === 'h3', run: block('h3') },
    {
      key: 'bold',
      Icon: Bold,
      keys: 'Control+B',
      pressed: state.bold,
      run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold'),
    },
    {
      key: 'italic',
      Icon: Italic,
      keys: 'Control+I',
      pressed: state.italic,
      run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic'),
    },
    { key: 'bullet', Icon: List, keys: 'Control+Shift+8', pressed: state.block === 'bullet', run: block('bullet') },
    {
      key: 'number',
      Icon: ListOrdered,
      keys: 'Control+Shift+7',
      pressed: state.block === 'number',
      run: block('number'),
    },
    { key: 'quote', Icon: Quote, keys: 'Control+Shift+9', pressed: state.block === 'quote', run: block('quote') },
    {
      key: 'link',
      Icon: Link2,
      keys: 'Control+K',
      pressed: state.link,
      expanded: panel === 'link',
      run: () => open('link'),
    },
    { key: 'image', Icon: ImagePlus, expanded: panel === 'image', run: () => open('image') },
    {
      key: 'undo',
      Icon: Undo2,
      keys: 'Control+Z',
      disabled: !canUndo,
      run: () => editor.dispatchCommand(UNDO_COMMAND, undefined),
    },
    {
      key: 'redo',
      Icon: Redo2,
      keys: 'Control+Y',
      disabled: !canRedo,
      run: () => editor.dispatchCommand(REDO_COMMAND, undefined),
    },
  ];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = tools.length - 1;
    let next: number;
    if (event.key === 'ArrowRight') next = active === last ? 0 : active + 1;
    else if (event.key === 'ArrowLeft') next = active === 0 ? last : active - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else return;
    event.preventDefault();
    setActive(next);
    bar.current?.querySelectorAll<HTMLButtonElement>('button[data-tool]')[next]?.focus();
  }

  const panelId = `${editorId}-panel`;
  return (
    <div className="border-b border-stone-300 bg-stone-50">
      <div
        ref={bar}
        role="toolbar"
        aria-label={t('news.toolbar.label')}
        aria-controls={editorId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 p-1"
      >
        {tools.map((tool, index) => (
          <button
            key={tool.key}
            type="button"
            data-tool={tool.key}
            tabIndex={index === active ? 0 : -1}
            aria-label={t(`news.toolbar.${tool.key}`)}
            title={`${t(`news.toolbar.${tool.key}`)}${tool.keys ? ` (${tool.keys.replace('Control', 'Ctrl')})` : ''}`}
            aria-keyshortcuts={tool.keys}
            aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
            aria-expanded={tool.expanded === undefined ? undefined : tool.expanded}
            aria-controls={tool.expanded === undefined ? undefined : panelId}
            aria-disabled={tool.disabled || undefined}
            onFocus={() => setActive(index)}
            // A pointer click leaves the text's focus and selection where they are.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (!tool.disabled) tool.run();
            }}
            className={cn(
              'inline-flex h-10 w-10 items-center justify-center rounded-md border text-stone-800',
              'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-amber-500',
              tool.pressed || tool.expanded
                ? 'border-primary bg-primary-light text-primary-dark'
                : 'border-transparent hover:bg-stone-200',
              tool.disabled && 'cursor-not-allowed text-stone-500',
            )}
          >
            <tool.Icon className="h-5 w-5" aria-hidden="true" />
          </button>
        ))}
      </div>
      <div id={panelId}>
        {panel === 'link' && <LinkPanel selection={saved.current} linked={state.link} onClose={() => setPanel(null)} />}
        {panel === 'image' && <ImagePanel selection={saved.current} locale={locale} onClose={() => setPanel(null)} />}
      </div>
    </div>
  );
}

/** The block a shortcut asks for, or null: Ctrl+Alt+2/3/0, Ctrl+Shift+7/8/9 (physical keys, any layout). */
function shortcutBlock(event: globalThis.KeyboardEvent): Block | null {
  if (!(event.ctrlKey || event.metaKey)) return null;
  if (event.altKey && !event.shiftKey) {
    return ({ Digit2: 'h2', Digit3: 'h3', Digit0: 'paragraph' } as const)[event.code as 'Digit2'] ?? null;
  }
  if (event.shiftKey && !event.altKey) {
    return ({ Digit7: 'number', Digit8: 'bullet', Digit9: 'quote' } as const)[event.code as 'Digit7'] ?? null;
  }
  return null;
}
