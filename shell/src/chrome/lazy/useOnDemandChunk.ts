import { useEffect, useRef } from 'react';
import { useLazyModuleState, type LazyModule, type LazyState } from '@hospital/ui';

/**
 * Loads the chunk as soon as (and every time) `wanted` turns true, e.g. when its dialog is asked for.
 * `onFailed` runs only if the part is still wanted when the download fails (a cancelled request stays
 * quiet). A failure never reloads the page: see loadFailureStore.ts.
 */
export function useOnDemandChunk<T>(
  chunk: LazyModule<T>,
  wanted: boolean,
  onFailed?: () => void,
): LazyState<T> {
  const state = useLazyModuleState(chunk);
  const onFailedRef = useRef(onFailed);
  useEffect(() => {
    onFailedRef.current = onFailed;
  });

  useEffect(() => {
    if (!wanted) return;
    let stillWanted = true;
    chunk.load().catch((error: unknown) => {
      console.warn('[shell] a part of the page could not be loaded', error);
      if (stillWanted) onFailedRef.current?.();
    });
    return () => {
      stillWanted = false;
    };
  }, [chunk, wanted]);

  return state;
}
