import { performance } from 'node:perf_hooks';
import { DURATION_BUCKETS_SECONDS, meter } from '@hospital/api/metrics';
import type { RenderOutcome } from '@hospital/remote-kit/server';
import { onCanaryError } from '../../release/canary';

const instruments = meter('@hospital/ops/ssr');
const renders = instruments.createCounter('site_ssr_renders', {
  description: "Server renders of a remote's page by app, version, shell version and outcome",
});
const renderErrors = instruments.createCounter('site_ssr_render_errors', {
  description: 'Server renders that threw (the page was left to the browser), by app and version',
});
const renderDuration = instruments.createHistogram('site_ssr_render_duration_seconds', {
  description: "Time a remote's render took until its HTML could stream (data included), by app and version",
  advice: { explicitBucketBoundaries: [...DURATION_BUCKETS_SECONDS] },
});

const canaryFallbacks = instruments.createCounter('site_canary_fallbacks', {
  description:
    'Canary renders answered by the stable renderer instead (it threw, failed or was late), by app, canary version and reason',
});
// A canary render that stable answered is counted for the canary, never as a success of it
// (docs/decisions.md, issue 28 — canary, item 4).
onCanaryError(({ app, version, reason }) => canaryFallbacks.add(1, { app, version, reason }));

/** The remote that owns the page, as renderPage knows it. */
interface Owner {
  remote: string;
  version: string;
}

/**
 * Runs one remote's server render and counts it per app and version, with the shell's version
 * (docs/decisions.md, "Issue 28 — metrics"). An error is a render that threw (`failed`); one past
 * its data budget or without the API is counted by its outcome, not as an error of the remote.
 */
export async function measuredRender(
  owner: Owner | null | undefined,
  shellVersion: string,
  render: () => Promise<RenderOutcome | null>,
): Promise<RenderOutcome | null> {
  const started = performance.now();
  const outcome = await render();
  if (owner && outcome) {
    const labels = { app: owner.remote, version: owner.version, shell_version: shellVersion };
    renders.add(1, { ...labels, outcome: outcome.kind });
    renderDuration.record((performance.now() - started) / 1000, { ...labels, outcome: outcome.kind });
    if (outcome.kind === 'failed') renderErrors.add(1, labels);
  }
  return outcome;
}
