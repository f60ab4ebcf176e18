import { $generateNodesFromDOM } from '@lexical/html';
import {
  $createParagraphNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';

/**
 * Fills an empty editor with stored HTML. Top-level pieces that are not blocks (text, a link, an image
 * left outside a paragraph) are gathered into paragraphs, as the root only holds blocks.
 */
export function $loadHtml(editor: LexicalEditor, html: string) {
  const root = $getRoot();
  root.clear();
  if (!html.trim()) return;
  const dom = new DOMParser().parseFromString(html, 'text/html');
  let paragraph: ReturnType<typeof $createParagraphNode> | null = null;
  const isBlock = (node: LexicalNode) =>
    ($isElementNode(node) && !node.isInline()) || ($isDecoratorNode(node) && !node.isInline());
  for (const node of $generateNodesFromDOM(editor, dom)) {
    if (isBlock(node)) {
      paragraph = null;
      root.append(node);
    } else {
      if (!paragraph) {
        paragraph = $createParagraphNode();
        root.append(paragraph);
      }
      paragraph.append(node);
    }
  }
}
