// What every app shares through Module Federation. React and friends are singletons so one copy runs per
// page (ARCHITECTURE 2 and 9); the @hospital libraries are singletons so the event bus and UI kit load once.
const path = require('path');
const rootPkg = require('../../package.json');

const deps = { ...rootPkg.dependencies };

/** The declared range, or (for transitive packages such as react-router) the installed major. */
function range(name) {
  if (deps[name]) return deps[name];
  const installed = require(
    require.resolve(`${name}/package.json`, { paths: [path.join(__dirname, '../..')] }),
  ).version;
  return `^${installed}`;
}

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'i18next',
  'react-i18next',
  'zustand',
  'single-spa-react',
];

// Not shared on purpose: react-router (about 60 KB gzip when shared, because a shared module cannot be
// tree-shaken; 13 KB tree-shaken inside each remote, and every remote has its own BrowserRouter anyway),
// and with it @hospital/remote-kit, which renders each remote's own BrowserRouter. react-i18next stays
// shared: its context object must be the same for the provider and for every page's useTranslation.

// Shared but not singletons: a second copy would be wasteful, not wrong.
const SHARED = ['axios', 'yup', 'react-hook-form', '@hookform/resolvers/yup'];

const HOSPITAL_LIBS = [
  '@hospital/event-bus',
  '@hospital/api-client',
  '@hospital/i18n',
  '@hospital/ui',
  '@hospital/registry',
];

// Not shared on purpose (issue 9, first-load budget): @hospital/domain is pure functions and constants
// with no state, so a second copy is harmless; but a shared module cannot be tree-shaken, and sharing it
// put all of it (every yup schema, hence yup, 13 KB gzip) on the first load of every page although the
// shell needs only a few constants there. Each app now bundles the parts it imports (app-config.js marks
// the package free of side effects); yup itself stays shared for the forms that do need it.

function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function sharedConfig() {
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: range(packageOf(name)) };
  }
  for (const name of SHARED) {
    shared[name] = { requiredVersion: range(packageOf(name)) };
  }
  for (const name of HOSPITAL_LIBS) {
    shared[name] = { singleton: true, requiredVersion: '^0.1.0', version: '0.1.0' };
  }
  return shared;
}

module.exports = { sharedConfig, SINGLETONS, HOSPITAL_LIBS };
