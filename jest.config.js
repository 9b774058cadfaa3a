// Root Jest config: one project per workspace that has tests. Each project keeps its own environment.
const projects = [
  'shared-libs/event-bus',
  'shared-libs/api-client',
  'shared-libs/i18n',
  'shared-libs/ui',
  'shared-libs/domain',
  'shared-libs/registry',
  'shared-libs/remote-kit',
  'shell',
  'mf-content',
  'mf-doctors',
  'mf-booking',
  'mf-screening',
  'mf-telemedicine',
  'mf-frontdesk',
  'api',
  'ops',
].map((dir) => `<rootDir>/${dir}`);

module.exports = { projects };
