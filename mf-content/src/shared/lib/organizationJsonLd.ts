import type { MedicalOrganization, WithContext } from 'schema-dts';
import { siteOrganization, type SiteAddress } from '@hospital/remote-kit';
import { HOSPITAL_SLUGS } from './hospitalSlugs';

// Apart from the other pages' structured data (jsonLd.ts), so the home page's code carries only what
// it writes (docs/decisions.md, issue 25: the first load's script budget).

/**
 * The home page: the hospital group with its logo, and its two hospitals by the `@id` their own pages
 * give them (docs/product-rules.md §2), where their address, hours and specialities are. Naming them
 * whole here took 600 B of the home page's data block, over its 15 KB (docs/decisions.md, issue 25).
 */
export function organizationJsonLd(at: SiteAddress): WithContext<Exclude<MedicalOrganization, string>> {
  return {
    '@context': 'https://schema.org',
    ...siteOrganization(at),
    subOrganization: HOSPITAL_SLUGS.map((slug) => ({ '@id': `${at.origin}/hospital/${slug}#hospital` })),
  };
}
