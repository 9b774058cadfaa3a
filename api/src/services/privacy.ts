/** `3273012345678901` → `************8901`. */
export function maskNik(nik: string): string {
  return maskNumber(nik);
}

/** Any identity number with its last 4 characters only: `0001234567890` → `*********7890`. */
export function maskNumber(value: string): string {
  return `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
}

/** `Siti Rahayu` → `S*** R*****`. */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word[0]}${'*'.repeat(Math.max(0, word.length - 1))}`)
    .join(' ');
}

/** `Siti Rahayu Putri` → `SR`. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

/** `6281234567890` → `6281******890`. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 4)}${'*'.repeat(phone.length - 7)}${phone.slice(-3)}`;
}
