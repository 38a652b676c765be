// Pre-script of `npm start` and `npm test`: installs dependencies on a fresh clone.
// Uses only Node built-ins because nothing else exists yet at this point.
const { existsSync } = require('node:fs');
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const marker = path.join(root, 'node_modules', '.package-lock.json');

function npm(args) {
  return spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' }).status;
}

if (!existsSync(marker)) {
  console.log('[theke] node_modules fehlt: npm ci läuft …');
  // npm ci refuses a lock without the other platforms' optional binaries (swc, rspack,
  // unrs), which the registry mirror here does not carry; npm install then installs the
  // same locked versions (docs/adr/0003-server-libraries.md).
  if (npm(['ci']) !== 0) {
    console.log('[theke] npm ci nicht möglich, npm install mit der Lock-Datei …');
    const status = npm(['install']);
    if (status !== 0) process.exit(status ?? 1);
  }
}
