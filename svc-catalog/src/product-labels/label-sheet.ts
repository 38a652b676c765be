/**
 * Where the labels of a SPEC §9 grid sit on an A4 page. The label sizes are those of the usual
 * pre-cut A4 sheets with these grids (48 labels of 45.7 × 21.2 mm, 10 of 99.1 × 57 mm), centred
 * on the page, so the PDF prints onto label stock at 100 % scale as well as onto plain paper.
 * Another grid set in the theme settings (ADR 0047) divides the page inside a 10 mm margin.
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

export interface LabelGrid {
  rows: number;
  columns: number;
}

const MARGIN = 10 * MM;
const GAP = 2.5 * MM;

/** The label stock's sizes for SPEC §9's grid; any other grid shares the page out evenly. */
function sheetSize(layout: LabelLayout, { rows, columns }: LabelGrid): SheetSize {
  const standard = LABEL_GRIDS[layout];
  if (rows === standard.rows && columns === standard.columns) return SHEET_SIZES[layout];
  return {
    labelWidth: (A4.width - 2 * MARGIN - (columns - 1) * GAP) / columns,
    labelHeight: (A4.height - 2 * MARGIN - (rows - 1) * GAP) / rows,
    columnGap: GAP,
    rowGap: GAP,
  };
}

/** The box of the `index`-th label: rows fill left to right, pages top to bottom. */
export function labelBox(layout: LabelLayout, index: number, grid: LabelGrid = LABEL_GRIDS[layout]): LabelBox {
  const { rows, columns } = grid;
  const size = sheetSize(layout, grid);
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
