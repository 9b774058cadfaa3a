import type { MenuNode } from '@hospital/api-client';

/**
 * A node of the menu as the chrome renders it: its order is in the array, so `sequence` and `parent_id`
 * are not carried, nor an empty list of children (the menu is in every page's data block: 4.5 KB of
 * `/`'s 15, docs/decisions.md, issue 25).
 */
export interface MenuEntry {
  id: number;
  display_name: string;
  link: string | null;
  children?: MenuEntry[];
}

/** docs/product-rules.md §2: siblings are ordered by `sequence` (then id), at every level. */
export function sortMenu(nodes: readonly MenuNode[]): MenuEntry[] {
  return [...nodes]
    .sort((a, b) => a.sequence - b.sequence || a.id - b.id)
    .map((node) => {
      const children = sortMenu(node.children ?? []);
      return {
        id: node.id,
        display_name: node.display_name,
        link: node.link,
        ...(children.length ? { children } : {}),
      };
    });
}
