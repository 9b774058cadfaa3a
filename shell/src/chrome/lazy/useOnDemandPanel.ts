import { useState } from 'react';
import { loadedValue, type LazyModule } from '@hospital/ui';
import { reportLoadFailure } from './loadFailureStore';
import { useOnDemandChunk } from './useOnDemandChunk';

/**
 * A part of the top bar that opens on demand (the mobile menu panel, the search row): open/closed
 * state that closes on a route change, and the part's code downloaded at the first opening. A failed
 * download closes it again and shows the load-failure notice; opening again retries.
 */
export function useOnDemandPanel<T>(chunk: LazyModule<T>, pathname: string) {
  const [open, setOpen] = useState(false);
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }
  const module = loadedValue(
    useOnDemandChunk(chunk, open, () => {
      setOpen(false);
      reportLoadFailure(chunk);
    }),
  );
  return { open, setOpen, module };
}
