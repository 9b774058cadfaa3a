import type { MenuNode } from '@hospital/api-client';

/** docs/product-rules.md §2: siblings are ordered by `sequence` (then id), at every level. */
export function sortMenu(nodes: readonly MenuNode[]): MenuNode[] {
  return [...nodes]
    .sort((a, b) => a.sequence - b.sequence || a.id - b.id)
    .map((node) => ({ ...node, children: sortMenu(node.children ?? []) }));
}
