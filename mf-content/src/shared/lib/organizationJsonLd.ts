import type { MedicalOrganization, WithContext } from 'schema-dts';
import {
  hospitalSummaryNode,
  siteOrganization,
  type HospitalSummary,
  type SiteAddress,
} from '@hospital/remote-kit';

// Apart from the other pages' structured data (jsonLd.ts), so the home page's code carries
// only what it writes (docs/decisions.md, issue 25: the first load's script budget).

/** The home page: the hospital group with its logo and its two hospitals. */
export function organizationJsonLd(
  companies: readonly HospitalSummary[],
  at: SiteAddress,
): WithContext<Exclude<MedicalOrganization, string>> {
  return {
    '@context': 'https://schema.org',
    ...siteOrganization(at),
    subOrganization: companies.map((company) => hospitalSummaryNode(company, at)),
  };
}
