import { useCallback } from 'react';
import { useNavigate } from '@hospital/router';
import type { NavigateHandler } from '@hospital/ui';

/** Client-side navigation for @hospital/ui links (Breadcrumbs, ButtonLink, NotFoundPanel). */
export function useNavigateHandler(): NavigateHandler {
  const navigate = useNavigate();
  return useCallback((href: string) => navigate(href), [navigate]);
}
