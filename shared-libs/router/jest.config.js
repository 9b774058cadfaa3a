const { jestProject } = require('../../jest.preset.js');

module.exports = jestProject(__dirname);
