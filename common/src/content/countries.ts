import type { Locale } from '@common/locale';

/**
 * Country lookup (SPEC §3.2): the 54 UN member states of Africa.
 * `id` is the ISO 3166-1 numeric code as a 3-digit string, which is also the feature id in world-atlas,
 * so the map generator and the map component join on it.
 * Names follow everyday usage in each language (CLDR as a base, Swahili checked against common press usage).
 */
export type CountryStatus = 'current' | 'expansion' | 'other';

export interface AfricanCountry {
  id: string;
  iso3: string;
  names: Readonly<Record<Locale, string>>;
  status: CountryStatus;
}

export const AFRICAN_COUNTRIES: readonly AfricanCountry[] = [
  { id: '012', iso3: 'DZA', names: { en: 'Algeria', fr: 'Algérie', sw: 'Aljeria' }, status: 'other' },
  { id: '024', iso3: 'AGO', names: { en: 'Angola', fr: 'Angola', sw: 'Angola' }, status: 'expansion' },
  { id: '204', iso3: 'BEN', names: { en: 'Benin', fr: 'Bénin', sw: 'Benin' }, status: 'other' },
  { id: '072', iso3: 'BWA', names: { en: 'Botswana', fr: 'Botswana', sw: 'Botswana' }, status: 'other' },
  { id: '854', iso3: 'BFA', names: { en: 'Burkina Faso', fr: 'Burkina Faso', sw: 'Burkina Faso' }, status: 'other' },
  { id: '108', iso3: 'BDI', names: { en: 'Burundi', fr: 'Burundi', sw: 'Burundi' }, status: 'other' },
  { id: '132', iso3: 'CPV', names: { en: 'Cabo Verde', fr: 'Cap-Vert', sw: 'Cabo Verde' }, status: 'other' },
  { id: '120', iso3: 'CMR', names: { en: 'Cameroon', fr: 'Cameroun', sw: 'Kameruni' }, status: 'other' },
  {
    id: '140',
    iso3: 'CAF',
    names: { en: 'Central African Republic', fr: 'République centrafricaine', sw: 'Jamhuri ya Afrika ya Kati' },
    status: 'other',
  },
  { id: '148', iso3: 'TCD', names: { en: 'Chad', fr: 'Tchad', sw: 'Chad' }, status: 'other' },
  { id: '174', iso3: 'COM', names: { en: 'Comoros', fr: 'Comores', sw: 'Komoro' }, status: 'other' },
  {
    id: '178',
    iso3: 'COG',
    names: { en: 'Republic of the Congo', fr: 'République du Congo', sw: 'Jamhuri ya Kongo' },
    status: 'other',
  },
  {
    id: '180',
    iso3: 'COD',
    names: { en: 'DR Congo', fr: 'RD Congo', sw: 'Jamhuri ya Kidemokrasia ya Kongo' },
    status: 'expansion',
  },
  { id: '384', iso3: 'CIV', names: { en: "Côte d'Ivoire", fr: "Côte d'Ivoire", sw: "Côte d'Ivoire" }, status: 'other' },
  { id: '262', iso3: 'DJI', names: { en: 'Djibouti', fr: 'Djibouti', sw: 'Jibuti' }, status: 'other' },
  { id: '818', iso3: 'EGY', names: { en: 'Egypt', fr: 'Égypte', sw: 'Misri' }, status: 'other' },
  {
    id: '226',
    iso3: 'GNQ',
    names: { en: 'Equatorial Guinea', fr: 'Guinée équatoriale', sw: 'Guinea ya Ikweta' },
    status: 'other',
  },
  { id: '232', iso3: 'ERI', names: { en: 'Eritrea', fr: 'Érythrée', sw: 'Eritrea' }, status: 'other' },
  { id: '748', iso3: 'SWZ', names: { en: 'Eswatini', fr: 'Eswatini', sw: 'Eswatini' }, status: 'other' },
  { id: '231', iso3: 'ETH', names: { en: 'Ethiopia', fr: 'Éthiopie', sw: 'Ethiopia' }, status: 'other' },
  { id: '266', iso3: 'GAB', names: { en: 'Gabon', fr: 'Gabon', sw: 'Gabon' }, status: 'other' },
  { id: '270', iso3: 'GMB', names: { en: 'Gambia', fr: 'Gambie', sw: 'Gambia' }, status: 'other' },
  { id: '288', iso3: 'GHA', names: { en: 'Ghana', fr: 'Ghana', sw: 'Ghana' }, status: 'other' },
  { id: '324', iso3: 'GIN', names: { en: 'Guinea', fr: 'Guinée', sw: 'Guinea' }, status: 'other' },
  { id: '624', iso3: 'GNB', names: { en: 'Guinea-Bissau', fr: 'Guinée-Bissau', sw: 'Guinea-Bissau' }, status: 'other' },
  { id: '404', iso3: 'KEN', names: { en: 'Kenya', fr: 'Kenya', sw: 'Kenya' }, status: 'expansion' },
  { id: '426', iso3: 'LSO', names: { en: 'Lesotho', fr: 'Lesotho', sw: 'Lesotho' }, status: 'other' },
  { id: '430', iso3: 'LBR', names: { en: 'Liberia', fr: 'Liberia', sw: 'Liberia' }, status: 'other' },
  { id: '434', iso3: 'LBY', names: { en: 'Libya', fr: 'Libye', sw: 'Libya' }, status: 'other' },
  { id: '450', iso3: 'MDG', names: { en: 'Madagascar', fr: 'Madagascar', sw: 'Madagaska' }, status: 'other' },
  { id: '454', iso3: 'MWI', names: { en: 'Malawi', fr: 'Malawi', sw: 'Malawi' }, status: 'other' },
  { id: '466', iso3: 'MLI', names: { en: 'Mali', fr: 'Mali', sw: 'Mali' }, status: 'other' },
  { id: '478', iso3: 'MRT', names: { en: 'Mauritania', fr: 'Mauritanie', sw: 'Moritania' }, status: 'other' },
  { id: '480', iso3: 'MUS', names: { en: 'Mauritius', fr: 'Maurice', sw: 'Morisi' }, status: 'other' },
  { id: '504', iso3: 'MAR', names: { en: 'Morocco', fr: 'Maroc', sw: 'Moroko' }, status: 'other' },
  { id: '508', iso3: 'MOZ', names: { en: 'Mozambique', fr: 'Mozambique', sw: 'Msumbiji' }, status: 'other' },
  { id: '516', iso3: 'NAM', names: { en: 'Namibia', fr: 'Namibie', sw: 'Namibia' }, status: 'other' },
  { id: '562', iso3: 'NER', names: { en: 'Niger', fr: 'Niger', sw: 'Niger' }, status: 'other' },
  { id: '566', iso3: 'NGA', names: { en: 'Nigeria', fr: 'Nigeria', sw: 'Nigeria' }, status: 'other' },
  { id: '646', iso3: 'RWA', names: { en: 'Rwanda', fr: 'Rwanda', sw: 'Rwanda' }, status: 'other' },
  {
    id: '678',
    iso3: 'STP',
    names: { en: 'São Tomé and Príncipe', fr: 'Sao Tomé-et-Principe', sw: 'São Tomé na Príncipe' },
    status: 'other',
  },
  { id: '686', iso3: 'SEN', names: { en: 'Senegal', fr: 'Sénégal', sw: 'Senegal' }, status: 'other' },
  { id: '690', iso3: 'SYC', names: { en: 'Seychelles', fr: 'Seychelles', sw: 'Ushelisheli' }, status: 'other' },
  { id: '694', iso3: 'SLE', names: { en: 'Sierra Leone', fr: 'Sierra Leone', sw: 'Sierra Leone' }, status: 'other' },
  { id: '706', iso3: 'SOM', names: { en: 'Somalia', fr: 'Somalie', sw: 'Somalia' }, status: 'other' },
  {
    id: '710',
    iso3: 'ZAF',
    names: { en: 'South Africa', fr: 'Afrique du Sud', sw: 'Afrika Kusini' },
    status: 'current',
  },
  { id: '728', iso3: 'SSD', names: { en: 'South Sudan', fr: 'Soudan du Sud', sw: 'Sudan Kusini' }, status: 'other' },
  { id: '729', iso3: 'SDN', names: { en: 'Sudan', fr: 'Soudan', sw: 'Sudan' }, status: 'other' },
  { id: '834', iso3: 'TZA', names: { en: 'Tanzania', fr: 'Tanzanie', sw: 'Tanzania' }, status: 'other' },
  { id: '768', iso3: 'TGO', names: { en: 'Togo', fr: 'Togo', sw: 'Togo' }, status: 'other' },
  { id: '788', iso3: 'TUN', names: { en: 'Tunisia', fr: 'Tunisie', sw: 'Tunisia' }, status: 'other' },
  { id: '800', iso3: 'UGA', names: { en: 'Uganda', fr: 'Ouganda', sw: 'Uganda' }, status: 'current' },
  { id: '894', iso3: 'ZMB', names: { en: 'Zambia', fr: 'Zambie', sw: 'Zambia' }, status: 'other' },
  { id: '716', iso3: 'ZWE', names: { en: 'Zimbabwe', fr: 'Zimbabwe', sw: 'Zimbabwe' }, status: 'other' },
];

/** Numeric code (world-atlas feature id) to country. */
export const COUNTRY_BY_ID: ReadonlyMap<string, AfricanCountry> = new Map(AFRICAN_COUNTRIES.map((c) => [c.id, c]));

export function countriesWithStatus(status: CountryStatus): AfricanCountry[] {
  return AFRICAN_COUNTRIES.filter((c) => c.status === status);
}
