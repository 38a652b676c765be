import {
  acceptsMultipleFiles,
  canGoToNextStep,
  canGoToPreviousStep,
  canSaveItem,
  isAcceptedImageFile,
  isItemValid,
  isStepValid,
  toggleMultiselectOption,
  toggleSelectOption,
  uploadAccept,
} from './item-validity';
import type { PartSelection } from '../ordering/order-types';
import { makeProduct } from '../testing';
import type { ConfigurablePart, PartType } from './types';

const required = (type: PartType): ConfigurablePart => ({ name: type, type, optional: false, options: [] });
const upload = [{ id: 1 }];

describe('step validity (SPEC §5 "Cart and product")', () => {
  it('a non-optional select step is invalid without a choice', () => {
    expect(isStepValid(required('select'), null)).toBe(false);
    expect(isStepValid(required('select'), 0)).toBe(true);
  });

  it('non-optional multiselect, file, files, image and images steps are invalid when empty', () => {
    for (const type of ['multiselect', 'file', 'files', 'image', 'images'] as const) {
      expect(isStepValid(required(type), [])).toBe(false);
      expect(isStepValid(required(type), undefined)).toBe(false);
    }
    expect(isStepValid(required('multiselect'), [1])).toBe(true);
    expect(isStepValid(required('images'), upload)).toBe(true);
  });

  it('non-optional text and textarea steps are invalid when empty', () => {
    expect(isStepValid(required('text'), '')).toBe(false);
    expect(isStepValid(required('textarea'), '   ')).toBe(false);
    expect(isStepValid(required('textarea'), 'Stiege 2')).toBe(true);
  });

  it('a step is required only when optional is explicitly false', () => {
    expect(isStepValid({ name: 'x', type: 'select' }, null)).toBe(true);
    expect(isStepValid({ name: 'x', type: 'text', optional: null }, '')).toBe(true);
    expect(isStepValid({ name: 'x', type: 'text', optional: true }, '')).toBe(true);
  });
});

describe('item validity and the step-by-step overlay (SPEC §5, §4 "Configuration overlay")', () => {
  const product = makeProduct({
    type: 'configurable',
    isStepByStep: true,
    config: { parts: [required('select'), { name: 'Kommentar', type: 'text' }, required('images')] },
  });
  const complete: PartSelection[] = [0, '', upload];

  it('an item is valid only with amount > 0 and every step valid', () => {
    expect(isItemValid({ product, amount: 1, parts: complete })).toBe(true);
    expect(isItemValid({ product, amount: 0, parts: complete })).toBe(false);
    expect(isItemValid({ product, amount: Number.NaN, parts: complete })).toBe(false);
    expect(isItemValid({ product, amount: 1, parts: [0, '', []] })).toBe(false);
    expect(isItemValid({ product: makeProduct(), amount: 1 })).toBe(true);
  });

  it('next is offered only when the current step is valid and it is not the last', () => {
    expect(canGoToNextStep(product, [null], 0)).toBe(false);
    expect(canGoToNextStep(product, [1], 0)).toBe(true);
    expect(canGoToNextStep(product, [1], 1)).toBe(true);
    expect(canGoToNextStep(product, complete, 2)).toBe(false);
    expect(canGoToNextStep(product, complete, 9)).toBe(false);
    expect(canGoToNextStep(makeProduct(), null, 0)).toBe(false);
  });

  it('back is offered after the first step; save when the whole item is valid', () => {
    expect(canGoToPreviousStep(0)).toBe(false);
    expect(canGoToPreviousStep(1)).toBe(true);
    expect(canSaveItem({ product, amount: 2, parts: complete })).toBe(true);
    expect(canSaveItem({ product, amount: 2, parts: [0] })).toBe(false);
  });
});

describe('option clicks (SPEC §5)', () => {
  it('an optional select option can be deselected by clicking it again', () => {
    expect(toggleSelectOption({ optional: true }, 1, 1)).toBeNull();
    expect(toggleSelectOption({}, 1, 1)).toBeNull();
    expect(toggleSelectOption({ optional: true }, 1, 0)).toBe(0);
  });

  it('a required select option stays chosen on a second click', () => {
    expect(toggleSelectOption({ optional: false }, 1, 1)).toBe(1);
  });

  it('a multiselect option toggles in and out', () => {
    expect(toggleMultiselectOption([2], 0)).toEqual([0, 2]);
    expect(toggleMultiselectOption([0, 2], 2)).toEqual([0]);
    expect(toggleMultiselectOption(null, 1)).toEqual([1]);
  });
});

describe('uploads (SPEC §5): images accept .jpg, .jpeg, .png, .gif; multiple files for images and files', () => {
  it('accepts image files by extension, case-insensitive', () => {
    expect(['a.jpg', 'b.JPEG', 'c.png', 'd.gif'].every(isAcceptedImageFile)).toBe(true);
    expect(isAcceptedImageFile('scan.pdf')).toBe(false);
    expect(isAcceptedImageFile('bild.webp')).toBe(false);
    expect(uploadAccept('image')).toBe('.jpg,.jpeg,.png,.gif');
    expect(uploadAccept('files')).toBeNull();
  });

  it('allows several files for images and files parts only', () => {
    expect(acceptsMultipleFiles('images')).toBe(true);
    expect(acceptsMultipleFiles('files')).toBe(true);
    expect(acceptsMultipleFiles('image')).toBe(false);
    expect(acceptsMultipleFiles('file')).toBe(false);
  });
});
