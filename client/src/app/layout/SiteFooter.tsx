import { Link } from 'react-router';
import { useI18n } from '@/i18n';

/** Minimal shell footer; the full footer (companies, newsletter, contacts) grows from here. */
export function SiteFooter() {
  const { t } = useI18n();
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-8 text-sm">
        <p>
          © {new Date().getFullYear()} {t('common.siteName')}. {t('common.footer.rights')}
        </p>
        <ul className="flex gap-4">
          <li>
            <Link className="hover:text-white" to="/privacy">
              {t('common.footer.privacy')}
            </Link>
          </li>
          <li>
            <Link className="hover:text-white" to="/terms">
              {t('common.footer.terms')}
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
