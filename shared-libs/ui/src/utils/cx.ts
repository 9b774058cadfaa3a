/** Joins truthy class names; keeps call sites readable without a classnames dependency. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
