import type { FastifyInstance } from 'fastify';
import type { RenderOutcome } from '@hospital/remote-kit/server';
import { processFigures } from '../src/release/canaryFigures';
import { decideOnce } from '../src/release/decider';
import { DECIDER_DEFAULTS } from '../src/release/deciderConfig';
import { readCanaries, readHistory } from '../src/release/registry';
import { deploy, deployCanary } from '../src/registry/deploy';
import { createSiteServer } from '../src/server/createSiteServer';
import { measuredRender } from '../src/server/ssr/renderMetrics';
import type { PageRenderingOptions } from '../src/server/ssr/renderPage';
import { withTempDist } from './fixtures';
import { writeShellBuild } from './renderers';

/*
 * A shell canary judged by its own browser errors (docs/decisions.md, "Issue 28 — the shell's own
 * errors"; issue 28 item 1, "any app, the shell included"): the shell's uncaught errors reach POST
 * /telemetry/vitals as slot errors of app `shell` and its version, and the decider, reading this
 * process's real instruments, rolls the canary back.
 */
const temp = withTempDist();
let app: FastifyInstance;
let base = '';
const rendered = async () => ({ kind: 'rendered' }) as unknown as RenderOutcome;

beforeEach(async () => {
  writeShellBuild(temp.dist(), 's1');
  await deploy('shell', 's1');
  writeShellBuild(temp.dist(), 's2');
  await deployCanary('shell', 's2', 5);
  app = await createSiteServer({
    rendering: {
      origin: () => 'https://medika.example',
      apiBaseUrl: () => 'http://127.0.0.1:9/api/',
      dataBudgetMs: 300,
      streamBudgetMs: 1000,
      cacheSeconds: 0,
    } as PageRenderingOptions,
    vitals: { perMinute: 0 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(async () => {
  await app.close();
});

async function shellErrors(version: string, count: number): Promise<void> {
  const response = await fetch(`${base}/telemetry/vitals`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({
      entries: Array.from({ length: count }, () => ({ app: 'shell', version, name: 'slot-error' })),
    }),
  });
  expect(response.status).toBe(204);
}

it('rolls back a shell canary whose browsers report its uncaught errors, its renders all fine', async () => {
  const source = processFigures();
  const settings = { ...DECIDER_DEFAULTS, minSamples: 20, minVitals: 0 };
  await source.read(settings.windowSeconds, 'shell');
  // Every page rendered with either shell is fine on the server.
  for (let i = 0; i < 40; i++) await measuredRender({ remote: 'mf-content', version: 'c1' }, 's1', rendered);
  for (let i = 0; i < 25; i++) await measuredRender({ remote: 'mf-content', version: 'c1' }, 's2', rendered);
  await shellErrors('s2', 5);
  await shellErrors('s1', 1);

  const [decision] = await decideOnce({ settings, source });
  expect(decision).toMatchObject({ app: 'shell', canary: 's2', stable: 's1', to: 'rollback' });
  expect(decision.figures).toMatchObject({
    canaryRenders: 25,
    canaryBrowserErrors: 5,
    stableRenders: 40,
    stableBrowserErrors: 1,
  });
  expect(readCanaries()).toEqual({});
  expect(readHistory().pop()).toMatchObject({ action: 'rollback', from: 's2', to: 's1' });
});
