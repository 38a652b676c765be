// @ts-check
// Remotes' production builds: an import of a @theke/domain module the shell lends
// (shared/ui/src/lent-domain.ts) resolves to a stand-in that hands out the shell's copy through
// the @theke/ui singleton, instead of bundling the module again (docs/adr/0011-bundle-budget.md).
const path = require('node:path');
const webpack = require('webpack');

const LENT = ['business-time', 'formats', 'money'];
const DOMAIN_SRC = path.resolve(__dirname, '..', '..', 'domain', 'src');
const UI_SRC = path.resolve(__dirname, '..', 'src');
const STAND_IN = path.join(__dirname, 'lent-domain-module.js');

/** The lent module a resolved file is, or null. */
function lentModuleOf(resource) {
  if (!resource || path.dirname(resource) !== DOMAIN_SRC) return null;
  const name = path.basename(resource).replace(/\.ts$/, '');
  return LENT.includes(name) ? name : null;
}

function lentDomainPlugin() {
  return new webpack.NormalModuleReplacementPlugin(/[\\/]shared[\\/]domain[\\/]src[\\/][a-z-]+\.ts$/, (resolveData) => {
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

module.exports = { lentDomainPlugin, LENT };
