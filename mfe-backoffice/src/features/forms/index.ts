export { EntityForm, type SavedEntry } from './components/EntityForm';
export { entryName, ReferenceInput, REFERENCE_LIST_URLS } from './components/ReferenceInput';
export { FieldList } from './components/FieldList';
export { ErrorText, FieldLabel, Hint, Row, SelectInput, TextInput } from './components/controls';
export { FieldFrame, Labelled } from './components/FieldFrame';
export { fieldEditor, registerFieldEditors, type FieldEditorProps } from './field-editors';
export { moveItem } from './components/CollectionInput';
export * from './form-values';
