const path = require('path');
const { jestProject } = require('../jest.preset.js');

// One seeded PGlite directory (and PostgreSQL template database) per run, copied per test file;
// each test file runs the API in its own process (see test/support/serverProcess.ts).
module.exports = {
  ...jestProject(__dirname, {
    environment: 'node',
    setupFiles: [path.join(__dirname, 'test/support/timeouts.ts')],
  }),
  globalSetup: '<rootDir>/test/support/globalSetup.ts',
  globalTeardown: '<rootDir>/test/support/globalTeardown.ts',
};
