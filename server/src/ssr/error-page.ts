import { escapeHtml } from '@common/escape-html';
import type { Locale } from '@common/locale';
import { localisedPath } from '@common/locale-urls';

/**
 * The page a visitor sees when a page cannot be made: the database is away for a moment (503), something
 * broke (500), too many pages at once (429), or the address itself is malformed (400). Self-contained (inline style, no script, no database), so it can always be sent.
 */
const TEXT: Record<
  Locale,
  Record<'503' | '500' | '429' | '400', { title: string; heading: string; text: string }> & {
    retry: string;
    home: string;
  }
> = {
  en: {
    '503': {
      title: 'Back in a moment',
      heading: 'We will be back in a moment',
      text: 'This page cannot be shown right now because part of our system is briefly unavailable. Nothing is lost: please try again in a few seconds.',
    },
    '500': {
      title: 'Something went wrong',
      heading: 'Something went wrong on our side',
      text: 'We could not show this page. Please try again; if it keeps happening, contact us by phone or e-mail.',
    },
    '429': {
      title: 'One moment',
      heading: 'One moment, please',
      text: 'Many pages were asked for from your connection at once. Please try again in a second.',
    },
    '400': {
      title: 'Address not valid',
      heading: 'This address is not valid',
      text: 'The address of this page is malformed (a % sign not followed by two letters or digits, perhaps from a link copied in part). Check the link, or start again from the home page.',
    },
    retry: 'Try again',
    home: 'Go to the home page',
  },
  fr: {
    '503': {
      title: 'De retour dans un instant',
      heading: 'Nous revenons dans un instant',
      text: 'Cette page ne peut pas s’afficher pour le moment, car une partie de notre système est brièvement indisponible. Rien n’est perdu : veuillez réessayer dans quelques secondes.',
    },
    '500': {
      title: 'Une erreur est survenue',
      heading: 'Une erreur est survenue de notre côté',
      text: 'Nous n’avons pas pu afficher cette page. Veuillez réessayer ; si le problème persiste, contactez-nous par téléphone ou par e-mail.',
    },
    '429': {
      title: 'Un instant',
      heading: 'Un instant, s’il vous plaît',
      text: 'Votre connexion a demandé beaucoup de pages en même temps. Veuillez réessayer dans une seconde.',
    },
    '400': {
      title: 'Adresse non valide',
      heading: 'Cette adresse n’est pas valide',
      text: 'L’adresse de cette page est mal formée (un signe % qui n’est pas suivi de deux lettres ou chiffres, peut-être à cause d’un lien copié en partie). Vérifiez le lien, ou repartez de la page d’accueil.',
    },
    retry: 'Réessayer',
    home: 'Aller à la page d’accueil',
  },
  sw: {
    '503': {
      title: 'Tutarudi baada ya muda mfupi',
      heading: 'Tutarudi baada ya muda mfupi',
      text: 'Ukurasa huu hauwezi kuonyeshwa sasa kwa sababu sehemu ya mfumo wetu haipatikani kwa muda mfupi. Hakuna kilichopotea: tafadhali jaribu tena baada ya sekunde chache.',
    },
    '500': {
      title: 'Hitilafu imetokea',
      heading: 'Hitilafu imetokea upande wetu',
      text: 'Hatukuweza kuonyesha ukurasa huu. Tafadhali jaribu tena; tatizo likiendelea, wasiliana nasi kwa simu au barua pepe.',
    },
    '429': {
      title: 'Subiri kidogo',
      heading: 'Tafadhali subiri kidogo',
      text: 'Kurasa nyingi ziliombwa kutoka kwenye muunganisho wako kwa wakati mmoja. Tafadhali jaribu tena baada ya sekunde moja.',
    },
    '400': {
      title: 'Anwani si sahihi',
      heading: 'Anwani hii si sahihi',
      text: 'Anwani ya ukurasa huu imeandikwa vibaya (alama % isiyofuatwa na herufi au tarakimu mbili, labda kutoka kwa kiungo kilichonakiliwa nusu). Kagua kiungo, au anza tena kutoka ukurasa wa mwanzo.',
    },
    retry: 'Jaribu tena',
    home: 'Nenda kwenye ukurasa wa mwanzo',
  },
};

export function errorPage(status: 503 | 500 | 429 | 400, locale: Locale, retryPath: string): string {
  const t = TEXT[locale];
  const page = t[status];
  // Its links keep the page's language, as every link does (decision 043).
  const home = localisedPath('/', locale);
  const retry = localisedPath(retryPath, locale);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | VEB Group</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#fafaf9;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:36rem;padding:2rem 1.5rem;text-align:center}
.mark{display:inline-flex;align-items:center;gap:.6rem;font-weight:700;font-size:1.25rem;color:#14532d;margin-bottom:2rem}
h1{font-size:1.875rem;line-height:1.2;margin:0 0 1rem}
p{color:#57534e;line-height:1.6;margin:0 0 2rem}
a{display:inline-block;margin:.25rem;padding:.65rem 1.25rem;border-radius:.375rem;font-weight:500;text-decoration:none}
a.primary{background:#14532d;color:#fff}
a.secondary{color:#14532d;border:1px solid #14532d}
a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style>
</head>
<body>
<main>
<div class="mark"><svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#fbbf24"/><path d="M14 18h9l9 22 9-22h9L37 48h-10z" fill="#14532d"/></svg>VEB Group</div>
<h1>${escapeHtml(page.heading)}</h1>
<p>${escapeHtml(page.text)}</p>
${
  // The same malformed address would fail again: only the way home.
  status === 400
    ? `<a class="primary" href="${escapeHtml(home)}">${escapeHtml(t.home)}</a>`
    : `<a class="primary" href="${escapeHtml(retry)}">${escapeHtml(t.retry)}</a>
<a class="secondary" href="${escapeHtml(home)}">${escapeHtml(t.home)}</a>`
}
</main>
</body>
</html>
`;
}
