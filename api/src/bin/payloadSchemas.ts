import fs from 'node:fs';
import path from 'node:path';
import { generatePayloadSchemas } from '../openapi/generatePayloadSchemas';

// Rewrites src/openapi/payloadSchemas.json after a change to the shared payload types.
const target = path.join(__dirname, '../openapi/payloadSchemas.json');
fs.writeFileSync(target, `${JSON.stringify(generatePayloadSchemas(), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), target)}`);
