// The route modules this remote exposes; the shell's REMOTE_MODULES names the same ones.
exports.exposes = {
  './DivisionPage': './src/routes/DivisionPage.tsx',
  './StorePage': './src/routes/StorePage.tsx',
  './CheckoutPage': './src/routes/CheckoutPage.tsx',
  './StatusPage': './src/routes/StatusPage.tsx',
};
