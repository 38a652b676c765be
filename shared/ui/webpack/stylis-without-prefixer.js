// Stand-in for stylis' vendor prefixer (docs/adr/0051-guest-budget-headroom.md). styled-components
// runs it only with <StyleSheetManager enableVendorPrefixes>, which Theke never sets (the browsers
// it supports need no prefixes), yet its middleware kept the prefix tables in every page's main.js
// (≈ 1 KiB gzip). Without the prefixer a declaration passes unchanged, as it does today.
/** @param {string} value */
export function prefix(value) {
  return value;
}
