import type { Hospital, ImageObject, MedicalOrganization, PostalAddress } from 'schema-dts';
import { localePath, type Locale } from '@hospital/i18n';
import type { Company, StreetAddress } from '@hospital/api-client';
import { absoluteUrl, SITE_LOGO, SITE_NAME } from './pageHead';

// The schema.org pieces several remotes write into their pages' JSON-LD (docs/decisions.md, issue 25
// item 6), typed with schema-dts: a property, a type or an enumeration value schema.org does not
// have does not compile.

/** Where a page is: its URLs are the ones of its language (`/en/...` in English). */
export interface SiteAddress {
  origin: string;
  lang: Locale;
}

/** The absolute URL of a site path in the page's language. */
export function pageUrl(path: string, at: SiteAddress): string {
  return absoluteUrl(localePath(path, at.lang), at.origin);
}

type OrganizationNode = Exclude<MedicalOrganization, string>;

/**
 * The hospital group as publisher, organiser and seller: one `@id` on every page, with its logo
 * (Google reads an article's publisher logo from here).
 */
export function siteOrganization(at: SiteAddress): OrganizationNode {
  const logo: ImageObject = { '@type': 'ImageObject', url: absoluteUrl(SITE_LOGO.url, at.origin) };
  return {
    '@type': 'MedicalOrganization',
    '@id': `${at.origin}/#organization`,
    name: SITE_NAME,
    url: pageUrl('/', at),
    logo,
  };
}

/** A street address in Indonesia. */
export function postalAddress(address: StreetAddress, region?: string): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.locality,
    postalCode: address.postal_code,
    ...(region ? { addressRegion: region } : {}),
    addressCountry: 'ID',
  };
}

export type HospitalNode = Exclude<Hospital, string>;

/** What names one of our hospitals in structured data, everywhere it appears. */
export type HospitalSummary = Pick<Company, 'name' | 'path' | 'phone' | 'address' | 'city' | 'postal_code'>;

/**
 * schema.org `Hospital` of one of ours as another page names it (the home page's group): what Google
 * requires of a local business and the `@id` of its own page, which says the rest. Kept this small so
 * the home page's data block stays under its budget (docs/decisions.md, issue 25).
 */
export function hospitalSummaryNode(company: HospitalSummary, at: SiteAddress): HospitalNode {
  return {
    '@type': 'Hospital',
    '@id': `${at.origin}${company.path}#hospital`,
    name: company.name,
    url: pageUrl(company.path, at),
    telephone: `+${company.phone}`,
    // Both hospitals are in West Java; the API's address names the province in its street line too.
    address: postalAddress(
      { street: company.address, locality: company.city, postal_code: company.postal_code },
      'Jawa Barat',
    ),
  };
}
