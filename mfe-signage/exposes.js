// The modules this remote exposes (signage admin screens shown inside the back-office, the TV
// player), as @theke/ui's ROUTE_TABLE describes them (`./<name>` from `./src/routes/<name>.tsx`);
// scripts/route-contracts.test.ts checks that the two agree. Plain CommonJS: the webpack config
// reads it without TypeScript.
exports.exposes = {
  './SignageAdmin': './src/routes/SignageAdmin.tsx',
  './SignagePlayer': './src/routes/SignagePlayer.tsx',
};
