import { parseArgs } from 'node:util';
import { APPS } from '../paths';
import { parseShare } from '../release/canary';
import { latestBuild } from '../release/layout';
import { DEFAULT_PREVIEW_HOURS, PREVIEW_PATH, previewKey, signPreview } from '../release/preview';
import { liveEntry, readCanaries, readHistory } from '../release/registry';
import { figureKey, noFigures, prometheusFigures, type FigureMap } from '../release/canaryFigures';
import {
  decideOnce,
  describeDecision,
  describeFigures,
  readDeciderReading,
  startDecider,
} from '../release/decider';
import { deciderSettings } from '../release/deciderConfig';
import { deploy, deployCanary, promote, rollback } from '../registry/deploy';
import { verifyBuild } from '../registry/verifyBuild';
import { verifyRemoteRenderer, verifyShellRenderer } from '../registry/verifyRenderer';

const { positionals, values: flags } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { canary: { type: 'string' }, hours: { type: 'string' }, once: { type: 'boolean' } },
});
const [command, app, version] = positionals;

function requireApp(name: string | undefined): string {
  if (!name || !(APPS as readonly string[]).includes(name)) {
    console.error(`Usage: ${command} <app> [version]. Apps: ${APPS.join(', ')}`);
    process.exit(2);
  }
  return name;
}

async function main() {
  switch (command) {
    case 'deploy': {
      const started = Date.now();
      if (flags.canary !== undefined) {
        const name = requireApp(app);
        const c = await deployCanary(name, version ?? latestBuild(name), parseShare(flags.canary));
        console.log(
          `${c.app}: canary ${c.canary} live for ${c.share}% of visitors (stable ${c.stable}) in ${Date.now() - started} ms`,
        );
        return;
      }
      const r = await deploy(requireApp(app), version);
      console.log(`${r.app}: ${r.from ?? '(none)'} -> ${r.to} in ${Date.now() - started} ms`);
      return;
    }
    case 'rollback': {
      const name = requireApp(app);
      const started = Date.now();
      const r = await rollback(name, version);
      const what = 'canary' in r ? 'canary ended' : 'rolled back';
      console.log(`${r.app}: ${what} ${r.from ?? '(none)'} -> ${r.to} in ${Date.now() - started} ms`);
      return;
    }
    case 'promote': {
      const r = await promote(requireApp(app));
      console.log(`${r.app}: promoted ${r.to} (was ${r.from ?? '(none)'}) for every visitor`);
      return;
    }
    case 'preview-link': {
      const name = requireApp(app);
      const v = version ?? latestBuild(name);
      if (!v) throw new Error(`${name} has no build`);
      const hours = Number(flags.hours ?? DEFAULT_PREVIEW_HOURS);
      if (!(hours > 0 && hours <= 24 * 14)) throw new Error('--hours must be more than 0 and at most 336');
      const exp = Math.floor(Date.now() / 1000 + hours * 3600);
      const token = signPreview({ app: name, version: v, exp }, previewKey());
      const site = (process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`).replace(
        /\/+$/,
        '',
      );
      console.log(`${site}${PREVIEW_PATH}?token=${token}`);
      console.error(`${name} ${v} for this browser only, until ${new Date(exp * 1000).toISOString()}`);
      return;
    }
    case 'verify': {
      const name = requireApp(app);
      const v = version ?? latestBuild(name);
      if (!v) throw new Error(`${name} has no build`);
      if (name === 'shell') await verifyShellRenderer(v);
      else await verifyRemoteRenderer(name, v, verifyBuild(name, v));
      console.log(`${name} ${v}: ok`);
      return;
    }
    case 'deploy-latest': {
      // Used by npm start: point every app at its newest build when it is not live yet. An app whose
      // build is refused keeps its live version; the others are still deployed.
      const refused: string[] = [];
      for (const name of APPS) {
        const latest = latestBuild(name);
        const live = liveEntry(name)?.version;
        if (!latest || latest === live) continue;
        try {
          const r = await deploy(name, latest);
          console.log(`${name}: ${r.from ?? '(none)'} -> ${r.to}`);
        } catch (error) {
          refused.push(name);
          console.error(
            `${name} ${latest} not deployed: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      if (refused.length) process.exitCode = 1;
      return;
    }
    case 'decide': {
      // The canary decider (docs/decisions.md, "Issue 28 — decider"): once, or in a loop until stopped.
      const apps = app ? [requireApp(app)] : undefined;
      if (flags.once) {
        const decisions = await decideOnce({ apps });
        if (!decisions.length) console.log('No canary to decide on.');
        for (const d of decisions) console.log(describeDecision(d));
        return;
      }
      const decider = startDecider({ apps });
      const settings = deciderSettings();
      console.log(
        `Canary decider ${decider.holder}: every ${settings.everySeconds} s, figures from ${settings.prometheusUrl ?? "this process (set PROMETHEUS_URL for the site servers' figures)"}`,
      );
      await new Promise<void>((resolve) => {
        const stop = () => void decider.stop().then(resolve);
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      return;
    }
    case 'status': {
      const canaries = readCanaries();
      const settings = deciderSettings();
      // Health figures per version (issue 28): from Prometheus when PROMETHEUS_URL is set (the decider's
      // own queries, over CANARY_WINDOW_S); else the decider's last reading in the registry folder (a
      // site server's own figures with CANARY_DECIDER=on): this command's process has counted nothing.
      let live: FigureMap | null = null;
      let unavailable = '';
      if (settings.prometheusUrl) {
        try {
          live = await prometheusFigures(settings.prometheusUrl).read(settings.windowSeconds);
        } catch (error) {
          unavailable = (error as Error).message;
        }
      }
      const reading = readDeciderReading();
      const history = readHistory();
      if (settings.prometheusUrl)
        console.log(
          live
            ? `Figures over the last ${settings.windowSeconds} s from Prometheus (${settings.prometheusUrl})\n`
            : `Figures unavailable: ${unavailable}\n`,
        );
      for (const name of APPS) {
        const e = liveEntry(name);
        console.log(
          `${name.padEnd(16)} ${e?.version ?? '(not deployed)'}${e?.previous.length ? `  previous: ${e.previous.join(', ')}` : ''}`,
        );
        const c = canaries[name];
        if (c) console.log(`${''.padEnd(16)} canary ${c.version} for ${c.share}% since ${c.startedAt}`);
        const seen = reading?.apps[name];
        if (live) {
          if (e)
            console.log(
              `${''.padEnd(18)}stable ${e.version}: ${describeFigures(live.get(figureKey(name, e.version)) ?? noFigures())}`,
            );
          if (c)
            console.log(
              `${''.padEnd(18)}canary ${c.version}: ${describeFigures(live.get(figureKey(name, c.version)) ?? noFigures())}`,
            );
        } else if (c && seen?.canary === c.version && seen.figures) {
          console.log(
            `${''.padEnd(18)}figures of the decider's reading at ${reading!.at} (${reading!.source === 'process' ? "a site server's own" : 'Prometheus'}, last ${seen.windowSeconds} s):`,
          );
          console.log(`${''.padEnd(18)}stable ${seen.stable}: ${describeFigures(seen.figures.stable)}`);
          console.log(`${''.padEnd(18)}canary ${c.version}: ${describeFigures(seen.figures.canary)}`);
        } else if (c && !settings.prometheusUrl) {
          console.log(
            `${''.padEnd(18)}no figures yet: no decider has read them (CANARY_DECIDER=on, or PROMETHEUS_URL)`,
          );
        }
        if (c && seen?.canary === c.version)
          console.log(
            `${''.padEnd(18)}decider at ${reading!.at}: ${seen.to === 'wait' ? 'waits' : seen.to}: ${seen.reason}`,
          );
        const decided = history.filter((h) => h.app === name && h.reason).pop();
        if (decided)
          console.log(
            `${''.padEnd(18)}last decision ${decided.at}: ${decided.action} ${decided.to}${decided.share !== undefined ? ` (${decided.share}%)` : ''} by ${decided.by}: ${decided.reason}`,
          );
      }
      console.log('\nHistory (newest first):');
      for (const h of history.reverse().slice(0, 20))
        console.log(
          `${h.at}  ${h.action.padEnd(8)} ${h.app.padEnd(16)} ${h.from ?? '(none)'} -> ${h.to}` +
            `${h.share !== undefined ? ` (${h.share}%)` : ''}  by ${h.by}${h.reason ? `: ${h.reason}` : ''}`,
        );
      return;
    }
    default:
      console.error(
        'Usage: ops <deploy|rollback|promote|verify|status|preview-link|decide> <app> [version] [--canary <percent>] [--hours <n>] [--once]',
      );
      process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
