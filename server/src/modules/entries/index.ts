/** The content kinds (docs/decisions/032, 078): their records, public reads and admin routes. */
export { entriesAdminRoutes } from './admin-routes';
export { companiesById, companyBySlug, listCompanyRefs } from './companies';
export { type CompanyPage, findCompanyPage, listCompanyPages } from './company-pages';
export { entriesRoutes } from './public-routes';
export { findCompanyRedirect, listPublicEntries } from './repository';
export { stateOf } from './row';
