import { $isLinkNode } from '@lexical/link';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import {
  $createParagraphNode,
  $findMatchingParent,
  $getSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  type LexicalEditor,
} from 'lexical';

export type Block = 'paragraph' | 'h2' | 'h3' | 'quote' | 'bullet' | 'number';

export interface SelectionState {
  block: Block;
  bold: boolean;
  italic: boolean;
  link: boolean;
}

export const EMPTY_STATE: SelectionState = { block: 'paragraph', bold: false, italic: false, link: false };

/** What the toolbar shows as pressed for the current selection (call inside read or update). */
export function $selectionState(): SelectionState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return EMPTY_STATE;
  const anchor = selection.anchor.getNode();
  const list = $findMatchingParent(anchor, $isListNode);
  const top =
    anchor.getKey() === 'root'
      ? anchor
      : ($findMatchingParent(anchor, (node) => {
          const parent = node.getParent();
          return parent !== null && $isRootOrShadowRoot(parent);
        }) ?? anchor);
  let block: Block = 'paragraph';
  if (list) block = list.getListType() === 'number' ? 'number' : 'bullet';
  else if ($isHeadingNode(top)) block = top.getTag() === 'h3' ? 'h3' : top.getTag() === 'h2' ? 'h2' : 'paragraph';
  else if ($isQuoteNode(top)) block = 'quote';
  return {
    block,
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    link: Boolean(
      $findMatchingParent(anchor, $isLinkNode) || $findMatchingParent(selection.focus.getNode(), $isLinkNode),
    ),
  };
}

/**
 * Turns the selected blocks into `target`, or back into paragraphs when they already are (the buttons
 * toggle). Lists go through the list plugin's commands, which split and merge list items properly.
 */
export function applyBlock(editor: LexicalEditor, target: Block, current: Block) {
  const isList = (block: Block) => block === 'bullet' || block === 'number';
  if (isList(target)) {
    if (current === target) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else
      editor.dispatchCommand(
        target === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      );
    return;
  }
  if (isList(current)) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
  const next = current === target ? 'paragraph' : target;
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    $setBlocksType(selection, () =>
      next === 'paragraph' ? $createParagraphNode() : next === 'quote' ? $createQuoteNode() : $createHeadingNode(next),
    );
  });
}
