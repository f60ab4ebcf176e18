import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalParseJSON,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { JSX } from 'react';

export interface ImagePayload {
  src: string;
  alt: string;
  width: number;
  height: number;
}
type SerializedImageNode = Spread<ImagePayload, SerializedLexicalNode>;

/**
 * Only images uploaded to this site (/media/<hash>-<width>.<ext>) become images in an article: an image
 * pasted from elsewhere (a tracking pixel, an `onerror` trap) is dropped on the way in, and the server's
 * sanitiser checks the same again on save.
 */
const OWN_IMAGE = /^\/media\/[0-9a-f]{64}-\d{1,5}\.(?:webp|avif|jpg)$/;
export const isOwnImage = (src: string) => OWN_IMAGE.test(src);

const size = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 && number < 100_000 ? number : 0;
};

function $convertImage(element: HTMLElement): DOMConversionOutput {
  const src = element.getAttribute('src') ?? '';
  if (!isOwnImage(src)) return { node: null };
  return {
    node: $createImageNode({
      src,
      alt: element.getAttribute('alt') ?? '',
      width: size(element.getAttribute('width')),
      height: size(element.getAttribute('height')),
    }),
  };
}

/** An uploaded image inside the article's text: written out as <img src alt width height>. */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;
  __width: number;
  __height: number;

  static getType(): string {
    return 'image';
  }

  static clone(node: ImageNode): ImageNode {
    return new ImageNode({ src: node.__src, alt: node.__alt, width: node.__width, height: node.__height }, node.__key);
  }

  constructor({ src, alt, width, height }: ImagePayload, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
    this.__width = width;
    this.__height = height;
  }

  static importJSON(json: LexicalParseJSON<SerializedImageNode>): ImageNode {
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const number = (value: unknown) => (typeof value === 'number' ? value : 0);
    return $createImageNode({
      src: text(json.src),
      alt: text(json.alt),
      width: number(json.width),
      height: number(json.height),
    });
  }

  exportJSON(): SerializedImageNode {
    return {
      ...super.exportJSON(),
      src: this.__src,
      alt: this.__alt,
      width: this.__width,
      height: this.__height,
    };
  }

  static importDOM(): DOMConversionMap | null {
    return { img: () => ({ conversion: $convertImage, priority: 0 }) };
  }

  exportDOM(): DOMExportOutput {
    const img = document.createElement('img');
    img.setAttribute('src', this.__src);
    img.setAttribute('alt', this.__alt);
    if (this.__width) img.setAttribute('width', String(this.__width));
    if (this.__height) img.setAttribute('height', String(this.__height));
    return { element: img };
  }

  createDOM(config: EditorConfig): HTMLElement {
    const span = document.createElement('span');
    const className = config.theme.image;
    if (typeof className === 'string') span.className = className;
    return span;
  }

  updateDOM(): false {
    return false;
  }

  decorate(): JSX.Element {
    return (
      <img
        src={this.__src}
        alt={this.__alt}
        width={this.__width || undefined}
        height={this.__height || undefined}
        className="my-2 inline-block h-auto max-w-full rounded-md"
      />
    );
  }
}

export function $createImageNode(payload: ImagePayload): ImageNode {
  return $applyNodeReplacement(new ImageNode(payload));
}
