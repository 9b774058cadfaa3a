/** `62227801119` → `022 780 1119`: the way a local number is dialled and read. */
export function formatLocalPhone(digits62: string): string {
  const local = digits62.startsWith('62') ? `0${digits62.slice(2)}` : digits62;
  // The last seven digits are the subscriber number (3 + 4); what comes before is the area code.
  return local.replace(/^(0\d+)(\d{3})(\d{4})$/, '$1 $2 $3');
}
