import type { ComponentType } from 'react';
import type { i18n as I18nInstance } from 'i18next';
import type { RouteDefinition } from '@hospital/registry';

/** A page module loaded on demand: each route's code downloads only when the route is visited. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface RemoteAppOptions {
  /** Package name of the remote, e.g. 'mf-booking'. */
  name: string;
  /** The remote's routes.json: the same file the build emits for the registry. */
  routes: RouteDefinition[];
  /** One lazy page per route pattern of routes.json (keys are the patterns). */
  pages: Record<string, PageLoader>;
  /** The remote's own i18next instance (from @hospital/i18n createAppI18n). */
  i18n: I18nInstance;
  /** Texts for the error boundary, in the app's namespace or common. */
  errorTexts?: (t: (key: string) => string) => { title: string; message: string; retry: string };
}

/** Props the shell passes to every remote's lifecycles. */
export interface ShellProps {
  domElement?: HTMLElement;
}
