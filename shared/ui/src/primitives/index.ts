export { Button, type ButtonVariant } from './Button';
export { Input, Select, Checkbox, type SelectOption } from './Field';
export { Loader } from './Loader';
export { Alert, type AlertVariant } from './Alert';
export { Overlay } from './Overlay';
