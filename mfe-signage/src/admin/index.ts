/** The signage admin's own screen (issue 23, ADR 0042 "Screens"): the TV panel the back-office shows. */
export { TvPanel, TV_FORM_PATH } from './components/TvPanel';
