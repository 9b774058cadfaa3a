const { appConfigs } = require('../tooling/webpack/app-config');

module.exports = (env, argv) => appConfigs({ kind: 'remote', appDir: __dirname }, env, argv);
