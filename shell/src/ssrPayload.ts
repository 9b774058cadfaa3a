import type { LayoutName, RegistryDocument } from '@hospital/registry';
import type { SsrPayload } from '@hospital/remote-kit';

/** The shell's data block: the common payload, and what the browser needs to start without waiting. */
export interface ShellPayload extends SsrPayload {
  layout: LayoutName;
  /** What the server put in `<main>`. */
  main: 'remote' | 'not-found' | 'unavailable';
  registry: RegistryDocument;
}
