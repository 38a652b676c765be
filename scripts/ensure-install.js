// Pre-script of `npm start` and `npm test`: installs dependencies on a fresh clone.
// Uses only Node built-ins because nothing else exists yet at this point.
const { existsSync } = require('node:fs');
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const marker = path.join(root, 'node_modules', '.package-lock.json');

if (!existsSync(marker)) {
  console.log('[theke] node_modules fehlt: npm ci läuft …');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
