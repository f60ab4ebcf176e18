import { useCompanies } from '@/components/companies/companies';
import { useParams } from '@/lib/router';

/** The company of this page's address (/companies/{slug}), or undefined for an address no company has. */
export function useCompany() {
  const { slug = '' } = useParams();
  return useCompanies().find((company) => company.slug === slug);
}
