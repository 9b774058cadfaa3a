import { useId, useState } from 'react';

export interface TypedBeforeHydration {
  /** The form's `id`: the hook finds the server-rendered copy of the form by it. */
  formId: string;
  /** What was typed or chosen before the script ran, by field name; empty fields are left out. */
  typed: Readonly<Record<string, string>>;
}

function readServerForm(id: string): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const form = document.getElementById(id);
  if (!(form instanceof HTMLFormElement)) return {};
  const typed: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '' && !(name in typed)) typed[name] = value;
  }
  return typed;
}

/**
 * A server-rendered form can be filled in before its script has run (a slow phone,
 * docs/server-rendering.md). When react-hook-form registers the fields it writes its default values
 * into the choices, which unchecks a radio the patient picked, and it learns of nothing typed until
 * the next change. This reads the fields once, in the first client render, before anything is
 * registered, so the form can start from them. `useId` gives the server and the browser the same
 * id; after a client-side navigation there is no server copy and `typed` is empty.
 */
export function useTypedBeforeHydration(): TypedBeforeHydration {
  const formId = useId();
  const [typed] = useState(() => readServerForm(formId));
  return { formId, typed };
}

/**
 * `defaults` with each typed value put at its field's dotted name (`visitor.name`), where `defaults`
 * holds a text: the form's own shape decides what can be taken over, never the page.
 */
export function withTyped<T extends object>(defaults: T, typed: Readonly<Record<string, string>>): T {
  const names = Object.keys(typed);
  if (names.length === 0) return defaults;
  // Form defaults are plain data (texts, numbers, booleans), so a JSON copy is a whole copy.
  const result = JSON.parse(JSON.stringify(defaults)) as Record<string, unknown>;
  for (const name of names) {
    const path = name.split('.');
    let node: Record<string, unknown> | undefined = result;
    for (const key of path.slice(0, -1)) {
      const next: unknown = node && Object.hasOwn(node, key) ? node[key] : undefined;
      node = typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : undefined;
    }
    const leaf = path[path.length - 1];
    if (node && Object.hasOwn(node, leaf) && typeof node[leaf] === 'string') node[leaf] = typed[name];
  }
  return result as T;
}
