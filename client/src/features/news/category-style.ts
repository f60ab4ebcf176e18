/** The styles live with the shared components: the home page's featured cards use them too. */
export { categoryStyle, DEFAULT_CATEGORY_STYLE } from '@/components/news/category-style';
