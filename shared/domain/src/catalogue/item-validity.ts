/**
 * SPEC §5 "Cart and product" and §4 "Configuration overlay": step validity per
 * part type, item validity, step-by-step navigation, option toggling and
 * accepted upload types.
 */
import type { CartItem, PartSelection } from '../ordering/order-types';
import type { ConfigurablePart, PartType, Product } from './types';

/** SPEC §5: image uploads accept .jpg, .jpeg, .png, .gif. */
export const ACCEPTED_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif'] as const;

/** SPEC §5: only an explicit `optional: false` makes a step required. */
export function isPartRequired(part: Pick<ConfigurablePart, 'optional'>): boolean {
  return part.optional === false;
}

function isEmptySelection(type: PartType, selection: PartSelection): boolean {
  switch (type) {
    case 'select':
      return typeof selection !== 'number';
    case 'text':
    case 'textarea':
      return typeof selection !== 'string' || selection.trim() === '';
    default:
      // multiselect, file, files, image, images: empty when nothing is chosen or uploaded.
      return !Array.isArray(selection) || selection.length === 0;
  }
}

/**
 * SPEC §5: a step is invalid when the part is non-optional and select has no
 * choice; multiselect, file, files, image, images are empty; text or textarea
 * is empty. Optional steps are always valid.
 */
export function isStepValid(part: ConfigurablePart, selection: PartSelection): boolean {
  return !isPartRequired(part) || !isEmptySelection(part.type, selection);
}

/** SPEC §5: an item is valid only if its amount is > 0 and every configurable step is valid. */
export function isItemValid(
  item: Pick<CartItem, 'amount' | 'parts'> & { product: Pick<Product, 'config'> },
): boolean {
  if (!(item.amount > 0)) return false;
  const parts = item.product.config?.parts ?? [];
  return parts.every((part, index) => isStepValid(part, item.parts?.[index]));
}

/** SPEC §4: in step-by-step mode, next is offered only when the current step is valid and it is not the last. */
export function canGoToNextStep(
  product: Pick<Product, 'config'>,
  parts: readonly PartSelection[] | null | undefined,
  stepIndex: number,
): boolean {
  const steps = product.config?.parts ?? [];
  const step = steps[stepIndex];
  return step !== undefined && stepIndex < steps.length - 1 && isStepValid(step, parts?.[stepIndex]);
}

/** SPEC §4: back is offered on every step but the first. */
export function canGoToPreviousStep(stepIndex: number): boolean {
  return stepIndex > 0;
}

/** SPEC §4: save is offered when the whole item is valid. */
export function canSaveItem(
  item: Pick<CartItem, 'amount' | 'parts'> & { product: Pick<Product, 'config'> },
): boolean {
  return isItemValid(item);
}

/**
 * A click on option `index` of a select: choosing another option selects it;
 * SPEC §5: clicking the chosen option of an optional select deselects it.
 */
export function toggleSelectOption(
  part: Pick<ConfigurablePart, 'optional'>,
  current: PartSelection,
  index: number,
): number | null {
  if (current === index) return isPartRequired(part) ? index : null;
  return index;
}

/** A click on option `index` of a multiselect adds or removes it. */
export function toggleMultiselectOption(current: PartSelection, index: number): number[] {
  const chosen = Array.isArray(current)
    ? current.filter((value): value is number => typeof value === 'number')
    : [];
  return chosen.includes(index)
    ? chosen.filter((value) => value !== index)
    : [...chosen, index].sort((a, b) => a - b);
}

/** Whether a file name has one of the accepted image extensions (case-insensitive). */
export function isAcceptedImageFile(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return ACCEPTED_IMAGE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** The `accept` attribute of an upload part: images only for image parts, anything for files. */
export function uploadAccept(type: PartType): string | null {
  return type === 'image' || type === 'images' ? ACCEPTED_IMAGE_EXTENSIONS.join(',') : null;
}

/** SPEC §5: multiple files for images and files types. */
export function acceptsMultipleFiles(type: PartType): boolean {
  return type === 'images' || type === 'files';
}
