import { type Locale, languageOf } from '@common/locale';

/**
 * Words that name a language ("This article is in {language}"): the language's name in itself, marked with
 * its `lang` so it is read in it (docs/decisions/078: every language mark names its language in text).
 */
export function LanguageWords({ template, code }: { template: string; code: Locale }) {
  const language = languageOf(code);
  const at = template.indexOf('{language}');
  if (at < 0) return <>{template}</>;
  return (
    <>
      {template.slice(0, at)}
      <span lang={language.htmlLang}>{language.name}</span>
      {template.slice(at + '{language}'.length)}
    </>
  );
}
