import { useContext, useEffect } from 'react';
import { HeadContext, type PageMetaData } from './head-context';

/**
 * Declares the page's title, description and status. The server reads it while rendering;
 * in the browser it updates the document when the visitor navigates.
 */
export function PageMeta(props: PageMetaData) {
  const collector = useContext(HeadContext);
  if (collector) collector.meta = props;

  const { title, description } = props;
  useEffect(() => {
    document.title = fullTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}

export const SITE_NAME = 'VEB Group';

export function fullTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}
