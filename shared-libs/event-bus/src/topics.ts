import type { Lang } from '@hospital/contract';

/** The site's language, as the API's contract names it. */
export type Locale = Lang;

/**
 * Every cross-app event and its payload. Adding a topic here is the only way to publish it,
 * so a typo in a topic name or a payload shape is a type error in every app.
 */
export interface EventMap {
  /** State topic: the current locale. Replayed to late subscribers. */
  'locale:changed': { locale: Locale };
  /** A booking was stored; the shell may celebrate or clear drafts. */
  'booking:completed': { code: string; queueNumber: number | null; doctorName: string; date: string };
  'ui:open-call-us': Record<string, never>;
  'ui:open-whatsapp': { hospital?: 'bandung' | 'cianjur' };
  /** A remote could not be loaded or mounted. */
  'remote:failed': { remote: string; reason: string };
  /**
   * Something went wrong in an app's slot in this browser, counted on the site server per app and version
   * (shell/src/composition/telemetry.ts; docs/decisions.md, "Issue 28 — metrics"). `version`: the build's
   * own, when the app knows it (the shell reads the registry's otherwise).
   */
  'app:trouble': {
    app: string;
    version?: string;
    kind: 'mount-failure' | 'slot-error' | 'hydration-mismatch';
  };
  /** State topic: the current route's layout, set by the shell. */
  'layout:changed': { layout: 'default' | 'event' | 'full-page' | 'screening' };
}

export type Topic = keyof EventMap;

/** Topics whose last value is replayed to a subscriber that arrives late. */
export const STATE_TOPICS: ReadonlySet<Topic> = new Set<Topic>(['locale:changed', 'layout:changed']);
