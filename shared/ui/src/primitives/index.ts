export { Button, type ButtonVariant } from './Button';
// Input, Select and Checkbox are imported from '@theke/ui/forms' by the forms that
// use them: the shell's main.js carries this index whole on every page (docs/adr/0011-bundle-budget.md).
export { Loader } from './Loader';
export { Alert, type AlertVariant } from './Alert';
export { Overlay } from './Overlay';
