// Runs a TypeScript entry file with swc's require hook (no build step for server code).
const path = require('node:path');
process.env.SWC_NODE_PROJECT = process.env.SWC_NODE_PROJECT || path.resolve(__dirname, '..', 'tsconfig.node.json');
require('@swc-node/register');
const entry = process.argv[2];
if (!entry) {
  console.error('usage: node scripts/run-ts.js <file.ts> [args]');
  process.exit(2);
}
process.argv.splice(1, 1);
require(path.resolve(entry));
