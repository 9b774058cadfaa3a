const { createAppConfig } = require('../tooling/webpack/app-config');

module.exports = (env, argv) => createAppConfig({ kind: 'shell', appDir: __dirname }, env, argv);
