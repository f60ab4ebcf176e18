import { JSDOM } from 'jsdom';

/** Parses XML strictly; a well-formedness error throws with the parser's message. */
export function parseXml(xml: string): Document {
  const { DOMParser } = new JSDOM('').window;
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`XML does not parse: ${error.textContent}`);
  return doc;
}
