import type { EditorThemeClasses } from 'lexical';

/** How the article's text looks while it is written (close to the public article page). */
export const theme: EditorThemeClasses = {
  paragraph: 'my-3',
  heading: { h2: 'mt-6 mb-2 text-2xl font-bold text-stone-900', h3: 'mt-5 mb-2 text-xl font-semibold text-stone-900' },
  quote: 'my-4 border-l-4 border-primary pl-4 text-stone-700 italic',
  list: {
    ul: 'my-3 list-disc pl-6',
    ol: 'my-3 list-decimal pl-6',
    listitem: 'my-1',
    nested: { listitem: 'list-none' },
  },
  link: 'text-primary underline underline-offset-4',
  text: { bold: 'font-bold', italic: 'italic' },
  image: 'inline-block max-w-full',
};
