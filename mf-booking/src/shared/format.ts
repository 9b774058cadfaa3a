/** `62812…` → `+62 812-3456-7890`, readable for a check; '' stays ''. */
export function formatPhone62(phone62: string): string {
  if (!/^62\d+$/.test(phone62)) return phone62;
  const rest = phone62.slice(2);
  const groups = [rest.slice(0, 3), rest.slice(3, 7), rest.slice(7)].filter(Boolean);
  return `+62 ${groups.join('-')}`;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;
