// The route modules this remote exposes; @theke/ui's REMOTE_MODULES names the same ones.
exports.exposes = {
  './SitePage': './src/routes/SitePage.tsx',
  './LegalPage': './src/routes/LegalPage.tsx',
};
