import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronIcon } from '../ChevronIcon/ChevronIcon';
import { cx } from '../../utils/cx';
import styles from './Accordion.module.css';

export interface AccordionItem {
  /** Stable key (e.g. the FAQ id). */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Level of the heading wrapping each button, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** When false, opening one item closes the others. */
  allowMultiple?: boolean;
  defaultExpandedIds?: readonly string[];
  onExpandedChange?: (expandedIds: string[]) => void;
  className?: string;
}

/**
 * Disclosure list following the WAI-ARIA accordion pattern: heading > button[aria-expanded,
 * aria-controls] and a labelled region. Arrow Up/Down, Home and End move between headers.
 */
export function Accordion({
  items,
  headingLevel = 3,
  allowMultiple = true,
  defaultExpandedIds = [],
  onExpandedChange,
  className,
}: AccordionProps) {
  const baseId = `accordion${useId()}`;
  const buttonRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpandedIds));
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const next = new Set(allowMultiple ? expanded : []);
    if (expanded.has(id)) next.delete(id);
    else next.add(id);
    setExpanded(next);
    onExpandedChange?.([...next]);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = buttonRefs.current
      .slice(0, items.length)
      .filter((b): b is HTMLButtonElement => b !== null);
    const index = buttons.indexOf(event.currentTarget);
    const targets: Record<string, number> = {
      ArrowDown: (index + 1) % buttons.length,
      ArrowUp: (index - 1 + buttons.length) % buttons.length,
      Home: 0,
      End: buttons.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined || index === -1) return;
    event.preventDefault();
    buttons[target].focus();
  };

  return (
    <div className={cx(styles.accordion, className)}>
      {items.map((item, index) => {
        const isOpen = expanded.has(item.id);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} className={cx(styles.item, isOpen && styles.open)}>
            <Heading className={styles.heading}>
              <button
                ref={(button) => {
                  buttonRefs.current[index] = button;
                }}
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={handleKeyDown}
              >
                <span className={styles.title}>{item.title}</span>
                <ChevronIcon className={styles.chevron} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!isOpen}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
