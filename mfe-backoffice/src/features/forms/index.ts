export { EntityForm, type SavedEntry } from './components/EntityForm';
export { entryName, REFERENCE_LIST_URLS } from './components/ReferenceInput';
export * from './form-values';
