import { useRouteState } from '../composition/routeState';

// Placeholder chrome: replaced by the full footer (issue 2, item 3).
export function Footer() {
  const layout = useRouteState((s) => s.layout);
  if (layout !== 'default') return null;
  return <footer>Medika Hospital</footer>;
}
