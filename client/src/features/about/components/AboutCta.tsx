import { CtaBand } from '@/components/ui/cta-band';
import { useI18n } from '@/i18n';

/** SPEC §2.4: the closing call to action links to /careers. */
export function AboutCta() {
  const { heading, text, button } = useI18n().messages.about.cta;
  return (
    <CtaBand
      id="about-cta-heading"
      heading={heading}
      text={text}
      button={button}
      to="/careers"
      className="pt-0 sm:pt-0"
    />
  );
}
