/** The shared section-scrolling hook, for the home page and the footer (implementation in features/navigation). */
export { AnchorLink, useScrollToAnchor } from '@/features/navigation';
