import { useState, type ReactNode } from 'react';
import { createMemoryHistory } from './memoryHistory';
import { Router } from './Router';

/** A router with its own in-memory history (tests): starts at the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children?: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}
