import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { MenuNode } from '@hospital/api-client';
import { ChromeLink } from '../common/ChromeLink';
import { cx } from '../common/cx';
import { ChevronDownIcon } from '../icons/icons';
import styles from './MenuTree.module.css';

export interface MenuTreeProps {
  nodes: readonly MenuNode[];
  /** `bar`: dropdown panels under a horizontal bar; `drawer`: groups expand in place (mobile menu). */
  variant: 'bar' | 'drawer';
  label: string;
  pathname: string;
  source: 'api' | 'fallback';
  /** Called after a client-side navigation from the menu. */
  onNavigate?: () => void;
}

/**
 * The main menu as disclosure navigation (a list of links and buttons with `aria-expanded`, not an ARIA
 * menu): Tab moves through it as usual, Escape closes the open group and returns focus to its button.
 */
export function MenuTree({ nodes, variant, label, pathname, source, onNavigate }: MenuTreeProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    // A route change closes any open group.
    setSeenPath(pathname);
    setOpenId(null);
  }
  const navRef = useRef<HTMLElement>(null);
  const isBar = variant === 'bar';

  useEffect(() => {
    if (!isBar || openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isBar, openId]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openId === null) return;
    event.stopPropagation();
    const button = navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-id="${openId}"]`);
    setOpenId(null);
    button?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (isBar && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
  };

  const navigated = () => {
    setOpenId(null);
    onNavigate?.();
  };

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className={cx(styles.nav, styles[variant])}
      data-menu-source={source}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <ul className={styles.top}>
        {nodes.map((node) =>
          node.children.length > 0 ? (
            <Group
              key={node.id}
              node={node}
              open={openId === node.id}
              onToggle={() => setOpenId(openId === node.id ? null : node.id)}
              pathname={pathname}
              onNavigate={navigated}
            />
          ) : (
            <li key={node.id} className={styles.topItem}>
              <NodeLink node={node} pathname={pathname} className={styles.topLink} onNavigate={navigated} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function isCurrent(node: MenuNode, pathname: string): boolean {
  return node.link === pathname || node.children.some((child) => isCurrent(child, pathname));
}

function Group({
  node,
  open,
  onToggle,
  pathname,
  onNavigate,
}: {
  node: MenuNode;
  open: boolean;
  onToggle: () => void;
  pathname: string;
  onNavigate: () => void;
}) {
  const panelId = `menu-panel${useId()}`;
  const wide = node.children.length > 6;
  return (
    <li className={styles.topItem}>
      <button
        type="button"
        className={cx(styles.topLink, styles.toggle, isCurrent(node, pathname) && styles.current)}
        aria-expanded={open}
        aria-controls={panelId}
        data-menu-id={node.id}
        onClick={onToggle}
      >
        {node.display_name}
        <ChevronDownIcon size={18} className={styles.chevron} />
      </button>
      <div id={panelId} className={cx(styles.panel, wide && styles.wide)} hidden={!open}>
        <ul className={styles.list}>
          {node.children.map((child) => (
            <li key={child.id} className={styles.item}>
              <NodeLink node={child} pathname={pathname} className={styles.link} onNavigate={onNavigate} />
              {child.children.length > 0 && (
                <ul className={styles.sublist}>
                  {child.children.map((grandchild) => (
                    <li key={grandchild.id}>
                      <NodeLink
                        node={grandchild}
                        pathname={pathname}
                        className={styles.sublink}
                        onNavigate={onNavigate}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

function NodeLink({
  node,
  pathname,
  className,
  onNavigate,
}: {
  node: MenuNode;
  pathname: string;
  className: string;
  onNavigate: () => void;
}) {
  if (!node.link) return <span className={cx(className, styles.label)}>{node.display_name}</span>;
  const external = /^https?:/.test(node.link);
  return (
    <ChromeLink
      href={node.link}
      className={className}
      aria-current={node.link === pathname ? 'page' : undefined}
      onNavigate={onNavigate}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {node.display_name}
    </ChromeLink>
  );
}
