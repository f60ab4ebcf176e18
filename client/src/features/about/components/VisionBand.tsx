import { useI18n } from '@/i18n';
import { useFigures } from '@/lib/figures';
import { langAttrs } from '@/lib/lang';

const places = ['about.vision.valuation', 'about.vision.countries', 'about.vision.lives'] as const;

/** SPEC §2.4 Vision 2030 band: $1B valuation target, 12+ African countries, 50K+ lives impacted (staff's figures). */
export function VisionBand() {
  const { messages, locale } = useI18n();
  const vision = messages.about.vision;
  const figure = useFigures();
  const figures = places.flatMap((place) => figure(place) ?? []);
  return (
    <section
      aria-labelledby="vision-heading"
      className="bg-gradient-to-r from-primary-dark via-primary to-primary-dark py-16 text-white sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 text-center">
        <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">{vision.eyebrow}</p>
        <h2 id="vision-heading" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
          {vision.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-green-50">{vision.text}</p>
        {figures.length > 0 && (
          <dl className="mt-12 grid gap-6 sm:grid-cols-3">
            {figures.map((item) => (
              <div
                key={item.id}
                data-figure={item.place}
                className="flex flex-col-reverse justify-end rounded-2xl border border-white/20 bg-white/10 p-6"
              >
                <dt className="mt-2 text-green-50" {...langAttrs(item.lang, locale)}>
                  {item.label}
                </dt>
                <dd className="text-4xl font-extrabold text-amber-300 sm:text-5xl">{item.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
