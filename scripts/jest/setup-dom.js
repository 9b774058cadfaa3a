// jsdom lacks TextEncoder/TextDecoder, which some libraries expect at import time.
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

require('@testing-library/jest-dom');
