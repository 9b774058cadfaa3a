import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { TextField } from '@hospital/ui';
import { NAME_DEBOUNCE_MS } from '../../shared/constants';
import { normaliseName } from './filters';

export interface NameFilterProps {
  /** The committed name (from the URL). */
  value: string;
  /** Called once typing pauses, or at once on Enter. */
  onCommit: (name: string) => void;
  label: string;
  /** The field's name in the search form (its URL parameter). */
  name?: string;
  hint?: string;
  placeholder?: string;
  debounceMs?: number;
}

/** Doctor-name input that searches as the visitor types, without a request per key press. */
export function NameFilter({
  value,
  onCommit,
  label,
  name,
  hint,
  placeholder,
  debounceMs = NAME_DEBOUNCE_MS,
}: NameFilterProps) {
  const [draft, setDraft] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const lastCommitted = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  // The URL changed without us (back button, reset): show what it says now. Our own commit coming
  // back is ignored, so keys typed meanwhile are kept.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== lastCommitted.current) {
      lastCommitted.current = value;
      setDraft(value);
    }
  }

  const commit = (next: string) => {
    clearTimeout(timer.current);
    const name = normaliseName(next);
    if (name === lastCommitted.current) return;
    lastCommitted.current = name;
    commitRef.current(name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(draft);
    }
  };

  return (
    <TextField
      label={label}
      name={name}
      hint={hint}
      placeholder={placeholder}
      type="search"
      value={draft}
      autoComplete="off"
      enterKeyHint="search"
      spellCheck={false}
      maxLength={80}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), debounceMs);
      }}
      onKeyDown={onKeyDown}
    />
  );
}
