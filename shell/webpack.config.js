const { appConfigs } = require('../tooling/webpack/app-config');

module.exports = (env, argv) => appConfigs({ kind: 'shell', appDir: __dirname }, env, argv);
