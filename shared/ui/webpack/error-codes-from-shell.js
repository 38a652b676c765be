// Stands in for `@module-federation/error-codes` in production remote builds: constants and message
// texts, lent by the shell (provide-runtime-core.js) instead of bundled in every remote entry.
module.exports = globalThis._THEKE_BUNDLER_RUNTIME.errorCodes;
