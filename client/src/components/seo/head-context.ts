import { createContext } from 'react';

export interface PageMetaData {
  title: string;
  description: string;
  /** Absolute or site-relative image for share cards. */
  image?: string;
  type?: 'website' | 'article';
  /** HTTP status the server answers with (404 for missing pages and articles). */
  status?: number;
  publishedTime?: string;
}

/** On the server, pages report their meta here during render; the server writes it into <head>. */
export interface HeadCollector {
  meta?: PageMetaData;
}

export const HeadContext = createContext<HeadCollector | null>(null);
