import type { Company } from '@hospital/api-client';

export type HospitalKey = 'bandung' | 'cianjur';

/** What the chrome shows and dials for one hospital of the group. */
export interface HospitalContact {
  key: HospitalKey;
  id: number;
  name: string;
  city: string;
  address: string;
  /** Hotline as printed, e.g. `(022) 780 1234`. */
  phoneDisplay: string;
  /** Hotline digits in 62… form, for `tel:+62…`. */
  phone: string;
  emergencyPhone: string;
  /** WhatsApp number in 62… form, for `wa.me`. */
  whatsapp: string;
  path: string;
}

function hospitalKeyOf(company: Pick<Company, 'id' | 'slug'>): HospitalKey | null {
  if (company.slug.endsWith('cianjur') || company.id === 2) return 'cianjur';
  if (company.slug.endsWith('bandung') || company.id === 1) return 'bandung';
  return null;
}

/** `tel:` link for a number stored in 62… form. */
export function telHref(phone62: string): string {
  return `tel:+${phone62.replace(/\D/g, '')}`;
}

/** Formats a 62… number for reading when no printed form is known: 6222… -> (022) …. */
function displayFrom62(phone62: string): string {
  const digits = phone62.replace(/\D/g, '');
  return digits.startsWith('62') ? `0${digits.slice(2)}` : digits;
}

/**
 * Prints a 62… number in the layout of a printed one of the same length, e.g. the emergency number
 * like the hotline: ('62227801119', '(022) 780 1234') -> '(022) 780 1119'.
 */
export function formatLike(phone62: string, printed: string): string {
  const local = displayFrom62(phone62);
  if (local.length !== printed.replace(/\D/g, '').length) return local;
  let next = 0;
  return printed.replace(/\d/g, () => local[next++]);
}

export function toHospitalContact(company: Company): HospitalContact | null {
  const key = hospitalKeyOf(company);
  if (!key) return null;
  return {
    key,
    id: company.id,
    name: company.name,
    city: company.city,
    address: company.address,
    phoneDisplay: company.phone_display || displayFrom62(company.phone),
    phone: company.phone,
    emergencyPhone: company.emergency_phone,
    whatsapp: company.whatsapp,
    path: company.path,
  };
}
