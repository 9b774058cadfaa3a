// What every app shares through Module Federation. React and friends are singletons so one copy runs per
// page (docs/architecture.md §2 and 9); the @hospital libraries are singletons so the event bus and UI kit load once.
const fs = require('fs');
const path = require('path');
const rootPkg = require('../../package.json');

const deps = { ...rootPkg.dependencies };

/** The declared range, or (for a transitive package) the installed major. */
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
  'zustand',
  // The HTTP client (docs/architecture.md §5b); @hospital/api-client is its only user.
  'axios',
];

// react-router-dom, @tanstack/react-query and react-i18next are shared through packages of ours rather
// than whole: a shared module cannot be tree-shaken, and whole they cost about 28, 13.7 and 11 KB gzip on
// every page where the parts the apps use cost about 8.6 KB (@hospital/router), 11.2 KB (@hospital/query)
// and 4 KB (inside @hospital/i18n).
// Not shared on purpose: @hospital/remote-kit, bundled per remote (it renders each remote's own router),
// and with it single-spa-react (2.3 KB gzip, no state across apps: it makes one remote's lifecycles).
// Shared, it was consumed from the remote's own copy (the shell does not use it), fetched only after
// remoteEntry.js had run: one more round trip before any remote could mount (docs/decisions.md, issue 9, LCP).

// Shared but not singletons: a second copy would be wasteful, not wrong.
const SHARED = ['yup', 'react-hook-form', '@hookform/resolvers/yup'];

const HOSPITAL_LIBS = [
  '@hospital/event-bus',
  '@hospital/api-client',
  '@hospital/i18n',
  '@hospital/registry',
  '@hospital/router',
  '@hospital/query',
];

// Not shared on purpose (docs/decisions.md, issue 9, first-load budget): @hospital/ui, like @hospital/domain below. Shared,
// the whole kit (27 components, 8.9 KB gzip) came with the shell's first paint, which uses a few of them;
// bundled per app, each takes the components it renders. The kit keeps no state of its own in a module
// (the scroll lock counts on window), and its styles are CSS modules, so two copies cannot disagree.
// @hospital/domain is pure functions and constants
// with no state, so a second copy is harmless; but a shared module cannot be tree-shaken, and sharing it
// put all of it (every yup schema, hence yup, 13 KB gzip) on the first load of every page although the
// shell needs only a few constants there. Each app now bundles the parts it imports (app-config.js marks
// the package free of side effects); yup itself stays shared for the forms that do need it.

/** The version in the library's package.json (read by path: its `exports` do not list package.json). */
function hospitalLibVersion(name) {
  const file = path.join(__dirname, '../../node_modules', name, 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

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
    const version = hospitalLibVersion(name);
    // An app needs at least the version it was built against (^ of it), so a remote built against a
    // newer library than the shell provides is found when the remote loads, not later when it calls
    // something the shell's copy lacks. A singleton cannot fall back to the remote's own copy: with
    // strictVersion the federation runtime throws (the shell then shows that remote's error panel and
    // the other remotes keep working, docs/architecture.md §2) where it would otherwise only warn in the console
    // and run the remote on the older copy. Deploy the shell first when a library gains something.
    shared[name] = { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

module.exports = { sharedConfig, SINGLETONS, HOSPITAL_LIBS };
