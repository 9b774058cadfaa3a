// Root Jest config: one project per workspace that has tests. Each project keeps its own environment.
const { APPS } = require('./tooling/apps.cjs');

const projects = [
  'shared-libs/event-bus',
  'shared-libs/api-client',
  'shared-libs/contract',
  'shared-libs/i18n',
  'shared-libs/ui',
  'shared-libs/domain',
  'shared-libs/registry',
  'shared-libs/remote-kit',
  'shared-libs/router',
  ...APPS,
  'api',
  'ops',
].map((dir) => `<rootDir>/${dir}`);

module.exports = { projects };
