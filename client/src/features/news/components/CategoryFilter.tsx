import { categoryLabel } from '@common/news';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { categoryStyle } from '../category-style';

interface CategoryFilterProps {
  categories: string[];
  selected?: string;
  onSelect: (category: string | undefined) => void;
}

/** 'All Articles' plus one toggle per category found in the loaded articles (SPEC §2.8, §4). */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const { t, messages } = useI18n();
  const base = 'inline-flex items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-medium transition';
  const on = 'border-primary bg-primary text-white';
  const off = 'border-stone-300 bg-white text-stone-700 hover:border-primary hover:text-primary';
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('news.filterLabel')}</legend>
      <button
        type="button"
        aria-pressed={!selected}
        className={cn(base, !selected ? on : off)}
        onClick={() => onSelect(undefined)}
      >
        {t('news.allArticles')}
      </button>
      {categories.map((category) => {
        const { icon: Icon } = categoryStyle(category);
        const active = selected === category;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={active}
            className={cn(base, active ? on : off)}
            // Clicking the selected category again clears it.
            onClick={() => onSelect(active ? undefined : category)}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {categoryLabel(category, messages.news.categories)}
          </button>
        );
      })}
    </fieldset>
  );
}
