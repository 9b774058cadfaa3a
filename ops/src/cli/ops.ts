import { APPS } from '../paths';
import { latestBuild } from '../release/layout';
import { liveEntry, readHistory } from '../release/registry';
import { deploy, rollback } from '../registry/deploy';
import { verifyBuild } from '../registry/verifyBuild';
import { verifyRemoteRenderer, verifyShellRenderer } from '../registry/verifyRenderer';

const [command, app, version] = process.argv.slice(2);

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
      const r = await deploy(requireApp(app), version);
      console.log(`${r.app}: ${r.from ?? '(none)'} -> ${r.to} in ${Date.now() - started} ms`);
      return;
    }
    case 'rollback': {
      const name = requireApp(app);
      const started = Date.now();
      const r = await rollback(name, version);
      console.log(`${r.app}: rolled back ${r.from ?? '(none)'} -> ${r.to} in ${Date.now() - started} ms`);
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
    case 'status': {
      for (const name of APPS) {
        const e = liveEntry(name);
        console.log(
          `${name.padEnd(16)} ${e?.version ?? '(not deployed)'}${e?.previous.length ? `  previous: ${e.previous.join(', ')}` : ''}`,
        );
      }
      console.log('\nHistory (newest first):');
      for (const h of readHistory().reverse().slice(0, 20))
        console.log(
          `${h.at}  ${h.action.padEnd(8)} ${h.app.padEnd(16)} ${h.from ?? '(none)'} -> ${h.to}  by ${h.by}`,
        );
      return;
    }
    default:
      console.error('Usage: ops <deploy|rollback|verify|status> <app> [version]');
      process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
