import type { LayoutName } from '@hospital/registry';
import type { SsrPayload } from '@hospital/remote-kit';

/**
 * The shell's data block: the common payload, and what the browser needs to take the chrome over. Not
 * the registry (3.5 KB, a fifth of `/`'s data blocks, nothing the page renders: docs/decisions.md,
 * issue 25): the starter requests it with the scripts (startAfterLoad.js, `data-fetch`).
 */
export interface ShellPayload extends SsrPayload {
  layout: LayoutName;
  /** What the server put in `<main>`. */
  main: 'remote' | 'not-found' | 'unavailable';
}
