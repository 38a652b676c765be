// The route modules this remote exposes, as @theke/ui's ROUTE_TABLE describes them (`./<name>` from
// `./src/routes/<name>.tsx`); scripts/route-contracts.test.ts checks that the two agree. Plain
// CommonJS: the webpack config reads it without TypeScript.
exports.exposes = {
  './SitePage': './src/routes/SitePage.tsx',
  './LegalPage': './src/routes/LegalPage.tsx',
};
