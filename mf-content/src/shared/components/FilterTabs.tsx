import styles from './FilterTabs.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

/** A row of toggle buttons choosing one filter (category, hospital...); the list below updates. */
export function FilterTabs({
  options,
  value,
  onChange,
  label,
}: {
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  return (
    <div role="group" aria-label={label} className={styles.tabs}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.tab}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
