import type { Callback, i18n, TFunction } from 'i18next';
import type { Dict, DictLoader } from './dictionary';

interface LazyLanguages {
  namespace: string;
  loaders: Partial<Record<string, DictLoader>>;
  /** Dictionaries being fetched, by language. A failed fetch is forgotten, so the next request retries. */
  loads: Map<string, Promise<void>>;
  /** The language asked for last: a slow earlier request never overrides it when its texts arrive. */
  wanted: string;
  /** Switches waiting for their language's dictionary, by language. */
  switching: Map<string, Promise<TFunction>>;
  /** The last change request, settled either way (whenReady inspects the outcome itself). */
  latest: Promise<unknown>;
}

const states = new WeakMap<i18n, LazyLanguages>();

/** Calls the loader at once (the request starts now), turning a synchronous throw into a rejection. */
function fetchDict(loader: DictLoader): Promise<Dict> {
  try {
    return loader();
  } catch (error) {
    return Promise.reject(error);
  }
}

function startLoad(instance: i18n, state: LazyLanguages, lng: string): Promise<void> | null {
  const loader = state.loaders[lng];
  if (!loader || instance.hasResourceBundle(lng, state.namespace)) return null;
  let load = state.loads.get(lng);
  if (!load) {
    load = fetchDict(loader).then(
      (dict) => {
        instance.addResourceBundle(lng, state.namespace, dict, true, true);
      },
      (error: unknown) => {
        state.loads.delete(lng);
        throw error;
      },
    );
    state.loads.set(lng, load);
  }
  return load;
}

/**
 * Makes `changeLanguage` fetch the app's dictionary of a language given as a loader before switching,
 * whoever calls it: the texts never show half in one language, half in the other. A language whose
 * texts are in switches synchronously, as plain i18next does. When the fetch fails, the language stays
 * as it was and the returned promise rejects.
 */
export function installLazyLanguages(
  instance: i18n,
  namespace: string,
  loaders: Partial<Record<string, DictLoader>>,
): void {
  const state: LazyLanguages = {
    namespace,
    loaders,
    loads: new Map(),
    switching: new Map(),
    wanted: instance.language,
    latest: Promise.resolve(),
  };
  states.set(instance, state);
  const switchNow = instance.changeLanguage.bind(instance);

  /** One switch per language being fetched, however often it is asked for meanwhile. */
  function switchOnceLoaded(lng: string, load: Promise<void>): Promise<TFunction> {
    const existing = state.switching.get(lng);
    if (existing) return existing;
    const change = load.then(
      () => {
        state.switching.delete(lng);
        return state.wanted === lng ? switchNow(lng) : instance.getFixedT(instance.language);
      },
      (error: unknown) => {
        state.switching.delete(lng);
        throw error;
      },
    );
    state.switching.set(lng, change);
    return change;
  }

  function changeLanguage(lng?: string, callback?: Callback): Promise<TFunction> {
    if (lng === undefined) return switchNow(lng, callback);
    state.wanted = lng;
    const load = startLoad(instance, state, lng);
    if (!load) {
      const change = switchNow(lng, callback);
      state.latest = change;
      return change;
    }
    const change = switchOnceLoaded(lng, load);
    state.latest = change.catch(() => undefined);
    if (callback) {
      change.then(
        (t) => callback(null, t),
        (error: unknown) => callback(error, instance.getFixedT(instance.language)),
      );
    }
    return change;
  }
  instance.changeLanguage = changeLanguage;
}

/** The language the instance was asked for last (it may still be fetching its texts). */
export function wantedLanguage(instance: i18n): string {
  return states.get(instance)?.wanted ?? instance.language;
}

/** Fetches a language's dictionary without switching to it (tests, or prefetching before a switch). */
export function loadLanguage(instance: i18n, lng: string): Promise<void> {
  const state = states.get(instance);
  return (state && startLoad(instance, state, lng)) ?? Promise.resolve();
}

/**
 * Resolves once the instance shows the language it was asked for last, its texts in. A fetch that
 * failed is tried once more; if that fails too, the promise rejects with the fetch's error (for a
 * remote's mount, the shell then shows its error panel with a retry, or reloads on a stale chunk).
 */
export async function whenReady(instance: i18n): Promise<void> {
  const state = states.get(instance);
  if (!state) return;
  for (;;) {
    const { wanted, latest } = state;
    await latest;
    if (state.wanted !== wanted) continue;
    if (instance.language === wanted) return;
    await instance.changeLanguage(wanted);
    if (state.wanted === wanted) return;
  }
}
