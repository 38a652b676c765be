// The route modules this remote exposes, as @theke/ui's ROUTE_TABLE describes them (`./<name>` from
// `./src/routes/<name>.tsx`); scripts/route-contracts.test.ts checks that the two agree. Plain
// CommonJS: the webpack config reads it without TypeScript.
exports.exposes = {
  './BackofficeApp': './src/routes/BackofficeApp.tsx',
  './BranchOrders': './src/routes/BranchOrders.tsx',
  './TimeClock': './src/routes/TimeClock.tsx',
};
