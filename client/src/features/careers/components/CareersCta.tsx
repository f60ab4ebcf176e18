import { CtaBand } from '@/components/ui/cta-band';
import { useI18n } from '@/i18n';

/** SPEC §2.5: the closing call to action links to /contact. */
export function CareersCta() {
  const { heading, text, button } = useI18n().messages.careers.cta;
  return <CtaBand id="careers-cta-heading" heading={heading} text={text} button={button} to="/contact" />;
}
