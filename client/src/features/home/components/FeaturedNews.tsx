import { ArrowRight } from 'lucide-react';
import { featuredQuery } from '@/components/news/featured-query';
import { Button } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { Link } from '@/lib/router';
import { useQueryData } from '@/lib/use-query-data';
import { HomeNewsCard } from './HomeNewsCard';

/**
 * SPEC §2.3 #featured-news-insights: three stories, each opening its article, and a link to /news. Staff
 * choose them; the server renders them with the page (route-table prefetch).
 */
export function FeaturedNews() {
  const { messages, locale } = useI18n();
  const m = messages.home.news;
  const articles = useQueryData(featuredQuery(locale)) ?? [];
  return (
    <section
      id="featured-news-insights"
      aria-labelledby="featured-news-insights-title"
      className="bg-stone-50 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal delay={0.1}>
          <SectionHeading id="featured-news-insights-title" eyebrow={m.eyebrow} title={m.title} intro={m.intro} />
        </Reveal>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {articles.map((article, index) => (
            <HomeNewsCard key={article.id} article={article} delay={0.1 + index * 0.05} />
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Button asChild variant="outline" size="lg" wrap>
            <Link to="/news">
              {m.viewAll}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
