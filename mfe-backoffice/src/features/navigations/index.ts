/** Navigations of the website (issue 20, ADR 0046): the `#/navigations` section and its tree editor. */
export { navigationsSection } from './navigations-section';
