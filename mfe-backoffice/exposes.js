// The route modules this remote exposes; @theke/ui's REMOTE_MODULES names the same ones.
exports.exposes = {
  './BackofficeApp': './src/routes/BackofficeApp.tsx',
  './BranchOrders': './src/routes/BranchOrders.tsx',
};
