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
  // The lock file lists every platform's optional binaries (swc, rspack, unrs), so npm ci
  // installs exactly the locked versions on Linux and macOS alike.
  const status = npm(['ci']);
  if (status !== 0) process.exit(status ?? 1);
}
