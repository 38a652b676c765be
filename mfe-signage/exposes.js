// The modules this remote exposes: signage admin screens (shown inside the back-office) and the TV player.
exports.exposes = {
  './SignageAdmin': './src/routes/SignageAdmin.tsx',
  './SignagePlayer': './src/routes/SignagePlayer.tsx',
};
