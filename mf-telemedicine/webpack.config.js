const { createAppConfig } = require('../tooling/webpack/app-config');

module.exports = (env, argv) => createAppConfig({ kind: 'remote', appDir: __dirname }, env, argv);
