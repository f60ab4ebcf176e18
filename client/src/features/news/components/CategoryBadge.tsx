import { categoryLabel } from '@common/news';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { categoryStyle } from '../category-style';

/** Category name (translated when known) with its icon and colour. */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  const { messages } = useI18n();
  const { icon: Icon, badge } = categoryStyle(category);
  const label = categoryLabel(category, messages.news.categories);
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold', badge, className)}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {label}
    </span>
  );
}
