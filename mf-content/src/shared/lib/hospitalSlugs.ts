const PRODUCT = process.env.PRODUCT || 'medika';

/** docs/product-rules.md §2: `/hospital/{product}-hospital-bandung` and `-cianjur`; any other slug is unknown. */
export const HOSPITAL_SLUGS: readonly string[] = [
  `${PRODUCT}-hospital-bandung`,
  `${PRODUCT}-hospital-cianjur`,
];

export function isHospitalSlug(slug: string | undefined): slug is string {
  return slug !== undefined && HOSPITAL_SLUGS.includes(slug);
}

/** Google Maps search for the coordinates (opens the app on phones). */
export function mapUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
