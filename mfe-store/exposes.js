// The route modules this remote exposes, as @theke/ui's ROUTE_TABLE describes them (`./<name>` from
// `./src/routes/<name>.tsx`); scripts/route-contracts.test.ts checks that the two agree. Plain
// CommonJS: the webpack config reads it without TypeScript.
exports.exposes = {
  './DivisionPage': './src/routes/DivisionPage.tsx',
  './StorePage': './src/routes/StorePage.tsx',
  './CheckoutPage': './src/routes/CheckoutPage.tsx',
  './StatusPage': './src/routes/StatusPage.tsx',
  './KioskPage': './src/routes/KioskPage.tsx',
};
