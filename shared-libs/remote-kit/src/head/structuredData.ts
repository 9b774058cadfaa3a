import type { Hospital, ImageObject, MedicalOrganization, PostalAddress } from 'schema-dts';
import { localePath, type Locale } from '@hospital/i18n';
import type { StreetAddress } from '@hospital/api-client';
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
