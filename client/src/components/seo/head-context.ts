import { createContext } from 'react';

export interface PageMetaData {
  title: string;
  description: string;
  /**
   * Not used for og:image: every page, article and company shares its own generated card (share-image.ts,
   * decision 005). An article's photo and a company's hero reach search engines through the JSON-LD
   * (NewsArticle, Organization).
   */
  image?: string;
  type?: 'website' | 'article';
  /** HTTP status the server answers with (404 for missing pages and articles). */
  status?: number;
  publishedTime?: string;
  /**
   * A page that answers 200 but is no page to find (the newsletter's e-mail links): kept out of indexes,
   * with no canonical address or alternates to point at.
   */
  noindex?: boolean;
}

/** The page's largest image above the fold, preloaded from <head> so it is fetched with the stylesheet. */
export interface PriorityImage {
  srcSet: string;
  sizes: string;
  type: string;
}

/** On the server, pages report their meta here during render; the server writes it into <head>. */
export interface HeadCollector {
  meta?: PageMetaData;
  priorityImage?: PriorityImage;
}

export const HeadContext = createContext<HeadCollector | null>(null);
