import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  globalThis.__apiTestCluster?.stop();
  if (globalThis.__apiTestTemplateDir) {
    fs.rmSync(globalThis.__apiTestTemplateDir, { recursive: true, force: true });
  }
}
