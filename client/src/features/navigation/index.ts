export { AnchorLink } from './AnchorLink';
export { scrollToTop } from './scroll';
export { useHashScroll } from './use-hash-scroll';
export { useScrollToAnchor } from './use-scroll-to-anchor';
export { useScrolledPast } from './use-scrolled-past';
