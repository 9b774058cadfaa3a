const { jestProject } = require('../jest.preset.js');

// One seeded PGlite directory (and PostgreSQL template database) per run, copied per test file.
module.exports = {
  ...jestProject(__dirname, { environment: 'node' }),
  globalSetup: '<rootDir>/test/support/globalSetup.ts',
  globalTeardown: '<rootDir>/test/support/globalTeardown.ts',
  testTimeout: 30000,
};
