import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { ChromeLink } from '../common/ChromeLink';
import { cx } from '../common/cx';
import { ChevronDownIcon } from '../icons/icons';
import type { MenuEntry } from './sortMenu';
import styles from './MenuTree.module.css';

export interface MenuTreeProps {
  nodes: readonly MenuEntry[];
  /** `bar`: dropdown panels under a horizontal bar; `drawer`: groups expand in place (mobile menu). */
  variant: 'bar' | 'drawer';
  label: string;
  pathname: string;
  source: 'api' | 'fallback';
  /** Called after a client-side navigation from the menu. */
  onNavigate?: () => void;
}

/**
 * The main menu as disclosure navigation (a list of links and `<details>` groups, not an ARIA menu): Tab
 * moves through it as usual, Escape closes the open group and returns focus to its summary. The groups
 * are `<details>` so that they open and their links work before the scripts have run, or without them
 * (docs/decisions.md, issue 25); once they have, React decides which group is open (one at a time,
 * closed by Escape, a click elsewhere, leaving the bar, or a route change).
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

  // A group the visitor opened before the scripts took the page over stays open, now as React's state.
  useEffect(() => {
    const opened = navRef.current?.querySelector<HTMLElement>(':scope details[open]')?.dataset.menuId;
    if (opened) setOpenId(Number(opened));
  }, []);

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
    const summary = navRef.current?.querySelector<HTMLElement>(`[data-menu-id="${openId}"] > summary`);
    setOpenId(null);
    summary?.focus();
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
              name={`menu-${variant}`}
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

function isCurrent(node: MenuEntry, pathname: string): boolean {
  return node.link === pathname || node.children.some((child) => isCurrent(child, pathname));
}

function Group({
  node,
  name,
  open,
  onToggle,
  pathname,
  onNavigate,
}: {
  node: MenuEntry;
  /** The groups of one menu share it: the browser keeps one open at a time even without scripts. */
  name: string;
  open: boolean;
  onToggle: () => void;
  pathname: string;
  onNavigate: () => void;
}) {
  const panelId = `menu-panel${useId()}`;
  const wide = node.children.length > 6;
  // With the scripts, React keeps `open`: the browser's own toggle would change the element behind its back.
  const toggle = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    onToggle();
  };
  return (
    <li className={styles.topItem}>
      {/* Opened by the visitor before the scripts ran: `open` is theirs (MenuTree's effect adopts it). */}
      <details
        className={styles.group}
        name={name}
        suppressHydrationWarning
        open={open}
        data-menu-id={node.id}
      >
        <summary
          className={cx(styles.topLink, styles.toggle, isCurrent(node, pathname) && styles.current)}
          aria-controls={panelId}
          onClick={toggle}
        >
          {node.display_name}
          <ChevronDownIcon size={18} className={styles.chevron} />
        </summary>
        <div id={panelId} className={cx(styles.panel, wide && styles.wide)}>
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
      </details>
    </li>
  );
}

function NodeLink({
  node,
  pathname,
  className,
  onNavigate,
}: {
  node: MenuEntry;
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
