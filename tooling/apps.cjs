// The site's apps, in one list: the workspaces of the root package.json that are the shell or a remote
// (`mf-<name>`), in the order written there. ops, lint, jest, `npm run dev`, the bench and the registry
// library all read it from here, so a new remote is added to the workspaces and nowhere else.
// CommonJS so that every one of them can load it: jest.config.js and the Node scripts as they are,
// the TypeScript through its declaration beside it (apps.d.cts).
const rootPackage = require('../package.json');

const APPS = Object.freeze(rootPackage.workspaces.filter((w) => w === 'shell' || /^mf-[a-z]+$/.test(w)));
const REMOTES = Object.freeze(APPS.filter((app) => app !== 'shell'));

module.exports.APPS = APPS;
module.exports.REMOTES = REMOTES;
