// @ts-check
// Remotes' production builds: an import of a @theke/domain module the shell lends
// (shared/ui/src/lent-domain.ts) resolves to a stand-in that hands out the shell's copy through
// the @theke/ui singleton, instead of bundling the module again (docs/adr/0011-bundle-budget.md).
const path = require('node:path');
const webpack = require('webpack');

/** The lent modules by entry name: `@theke/domain/<name>`, and the key in LENT_DOMAIN_MODULES. */
const LENT = ['business-time', 'formats', 'money'];
const DOMAIN_ROOT = path.resolve(__dirname, '..', '..', 'domain');
const UI_SRC = path.resolve(__dirname, '..', 'src');
const STAND_IN = path.join(__dirname, 'lent-domain-module.js');

/**
 * Each lent module's file, read from the entry @theke/domain declares for it (ADR 0032), so the
 * domain's folders can change without a remote quietly bundling a second copy.
 * @type {Map<string, string>}
 */
const LENT_FILES = new Map(
  LENT.map((name) => {
    const entry = require(path.join(DOMAIN_ROOT, 'package.json')).exports[`./${name}`];
    if (typeof entry !== 'string') throw new Error(`@theke/domain declares no entry './${name}' to lend`);
    return [path.resolve(DOMAIN_ROOT, entry), name];
  }),
);

/** The lent module a resolved file is, or null. */
function lentModuleOf(resource) {
  return resource ? (LENT_FILES.get(resource) ?? null) : null;
}

function lentDomainPlugin() {
  return new webpack.NormalModuleReplacementPlugin(/[\\/]shared[\\/]domain[\\/]src[\\/].+\.ts$/, (resolveData) => {
    const createData = resolveData.createData;
    if (!createData) return;
    const name = lentModuleOf(createData.resource);
    // @theke/ui's own files (the remote's never-used fallback copy) keep the real modules.
    const issuer = resolveData.contextInfo?.issuer ?? '';
    if (!name || issuer.startsWith(UI_SRC)) return;
    createData.resource = `${STAND_IN}?${name}`;
    createData.request = `${STAND_IN}?${name}`;
    createData.userRequest = `${STAND_IN}?${name}`;
  });
}

module.exports = { lentDomainPlugin, lentModuleOf, LENT };
