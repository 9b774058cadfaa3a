const path = require('path');
const { jestProject } = require('../jest.preset.js');

module.exports = jestProject(__dirname, { setupFiles: [path.join(__dirname, 'jest.setup.js')] });
