/**
 * Where the labels of a SPEC §9 grid sit on an A4 page. The label sizes are those of the usual
 * pre-cut A4 sheets with these grids (48 labels of 45.7 × 21.2 mm, 10 of 99.1 × 57 mm), centred
 * on the page, so the PDF prints onto label stock at 100 % scale as well as onto plain paper.
 */
import { LABEL_GRIDS, type LabelLayout } from '@theke/domain';

/** PDF points per millimetre. */
const MM = 72 / 25.4;

/** A4 portrait in points, as pdfkit's 'A4' page size writes it. */
export const A4 = { width: 595.28, height: 841.89 } as const;

interface SheetSize {
  labelWidth: number;
  labelHeight: number;
  columnGap: number;
  rowGap: number;
}

const SHEET_SIZES: Record<LabelLayout, SheetSize> = {
  compact: { labelWidth: 45.7 * MM, labelHeight: 21.2 * MM, columnGap: 2.6 * MM, rowGap: 0 },
  detail: { labelWidth: 99.1 * MM, labelHeight: 57 * MM, columnGap: 2.5 * MM, rowGap: 0 },
};

export interface LabelBox {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box of the `index`-th label: rows fill left to right, pages top to bottom. */
export function labelBox(layout: LabelLayout, index: number): LabelBox {
  const { rows, columns } = LABEL_GRIDS[layout];
  const size = SHEET_SIZES[layout];
  const perPage = rows * columns;
  const slot = index % perPage;
  const row = Math.floor(slot / columns);
  const column = slot % columns;
  const left = (A4.width - columns * size.labelWidth - (columns - 1) * size.columnGap) / 2;
  const top = (A4.height - rows * size.labelHeight - (rows - 1) * size.rowGap) / 2;
  return {
    page: Math.floor(index / perPage),
    x: left + column * (size.labelWidth + size.columnGap),
    y: top + row * (size.labelHeight + size.rowGap),
    width: size.labelWidth,
    height: size.labelHeight,
  };
}
