import type { MenuNode } from '@hospital/api-client';

/**
 * A node of the menu as the chrome renders it: its order is in the array, so `sequence` and `parent_id`
 * are not carried (the menu is in every page's data block: docs/decisions.md, issue 25).
 */
export interface MenuEntry {
  id: number;
  display_name: string;
  link: string | null;
  children: MenuEntry[];
}

/** docs/product-rules.md §2: siblings are ordered by `sequence` (then id), at every level. */
export function sortMenu(nodes: readonly MenuNode[]): MenuEntry[] {
  return [...nodes]
    .sort((a, b) => a.sequence - b.sequence || a.id - b.id)
    .map((node) => ({
      id: node.id,
      display_name: node.display_name,
      link: node.link,
      children: sortMenu(node.children ?? []),
    }));
}
