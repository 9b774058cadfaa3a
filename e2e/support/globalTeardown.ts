import fs from 'node:fs';
import { STATE_FILE } from './globalSetup';
import { stopSite } from './site';

export default async function globalTeardown() {
  if (!fs.existsSync(STATE_FILE)) return;
  const { pid } = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as { pid: number };
  stopSite(pid);
  fs.rmSync(STATE_FILE, { force: true });
}
