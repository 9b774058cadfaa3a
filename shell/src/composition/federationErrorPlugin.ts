import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// Runtime plugins run before shared modules are negotiated, so this imports the bus by file rather than
// through the shared '@hospital/event-bus' package; the bus keeps its state on window, so both copies meet.
import { publish } from '@hospital/event-bus/bus';

/**
 * Runtime plugin (docs/architecture.md §9): a remote that cannot be fetched is reported on the bus; the error then
 * reaches the shell's resilient lifecycle, which shows the error panel instead of a blank page.
 */
export default function federationErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hospital-federation-error-plugin',
    errorLoadRemote(args) {
      const remote = String(args.id).split('/')[0] ?? String(args.id);
      const reason = args.error instanceof Error ? args.error.message : String(args.error);
      publish('remote:failed', { remote, reason });
      // Returning nothing lets the original error propagate to the caller.
      return undefined;
    },
  };
}
