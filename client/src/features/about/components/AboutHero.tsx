import { useI18n } from '@/i18n';

const sections = [
  ['our-story', 'story'],
  ['our-journey', 'journey'],
  ['our-values', 'values'],
  ['our-leadership', 'leadership'],
] as const;

/** The page's title band, with in-page links to the four anchored sections (SPEC §2.1). */
export function AboutHero() {
  const { messages } = useI18n();
  const hero = messages.about.hero;
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-primary-dark via-primary to-emerald-800 text-white">
      <div aria-hidden="true" className="absolute -top-24 -right-24 h-72 w-72 rounded-full bg-amber-400/20 blur-3xl" />
      <div className="relative mx-auto max-w-7xl px-4 py-20 text-center sm:py-28">
        <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">{hero.eyebrow}</p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-6xl">{hero.title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-green-50 sm:text-xl">{hero.subtitle}</p>
        <nav aria-label={hero.sectionsLabel} className="mt-10">
          <ul className="flex flex-wrap justify-center gap-3">
            {sections.map(([anchor, key]) => (
              <li key={anchor}>
                <a
                  href={`#${anchor}`}
                  className="inline-flex rounded-full border border-white/40 px-4 py-2 text-sm font-medium text-white transition-colors hover:bg-white/10"
                >
                  {hero.sections[key]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
