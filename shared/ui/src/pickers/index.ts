/**
 * Date and time pickers (SPEC §2), reusable by the storefront and the back-office. Imported as
 * `@theke/ui/pickers`, not re-exported from the package index: the shell carries the index
 * on every guest route and needs none of this (ADR 0011 budget).
 */
import { registerTexts } from '@theke/ui';
import { pickerTexts } from '../texts/pickers';

// The pickers' own labels travel with them, not in the shell's main.js.
registerTexts(pickerTexts);

export { DatePicker, type DatePickerProps } from './DatePicker';
export { TimePicker, type TimePickerProps } from './TimePicker';
