// Shared Jest settings: TypeScript and TSX through SWC, CSS Modules mapped to identity proxies,
// federated remote imports never resolved (apps test their local modules).
const path = require('path');

function jestProject(dir, { environment = 'jsdom', setupFiles = [] } = {}) {
  const name = path.relative(__dirname, dir);
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.module\\.css$': path.join(__dirname, 'scripts/jest/css-module-proxy.js'),
      '\\.css$': path.join(__dirname, 'scripts/jest/empty-module.js'),
      '\\.(svg|png|jpg|webp)$': path.join(__dirname, 'scripts/jest/file-stub.js'),
    },
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'scripts/jest/setup-dom.js')] : []),
      ...setupFiles,
    ],
    // Our TypeScript libraries and the few ESM-only packages in the server's dependency tree (otplib's hashes
    // and base32 among them) are compiled.
    transformIgnorePatterns: [
      '/node_modules/(?!(@hospital/|.*content-disposition/|@otplib/|@scure/|@noble/|cookie/|iron-webcrypto/|uint8array-extras/))',
    ],
  };
}

module.exports = { jestProject };
