/** The styles live with the shared components: the home page's featured cards use them too. */
export { categoryStyle } from '@/components/news/category-style';
