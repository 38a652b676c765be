import type { NavigationItem } from '@theke/contracts';
import {
  applyDrop,
  canIndent,
  canMoveDown,
  canOutdent,
  indent,
  INDENT_PX,
  itemOf,
  itemPaths,
  itemsOf,
  moveDown,
  moveUp,
  outdent,
  removeRow,
  rowsOf,
  type Tree,
} from './navigation-tree';

const item = (label: string, children: NavigationItem[] = []): NavigationItem => ({
  type: 'link',
  label,
  target: `https://example.com/${label}`,
  isEnabled: true,
  children,
});

// Start; Unternehmen › (Über uns, Karriere › Job); Kontakt
const STORED = [item('Start'), item('Unternehmen', [item('Über uns'), item('Karriere', [item('Job')])]), item('Kontakt')];

const outline = (rows: Tree): string[] => rows.map((row) => `${'-'.repeat(row.depth)}${row.label}`);
const keyOf = (rows: Tree, label: string): string => rows.find((row) => row.label === label)?.key ?? '';

describe('navigation tree', () => {
  it('reads stored items into rows by depth and writes the same tree back', () => {
    const rows = rowsOf(STORED);
    expect(outline(rows)).toEqual(['Start', 'Unternehmen', '-Über uns', '-Karriere', '--Job', 'Kontakt']);
    expect(itemsOf(rows)).toEqual(STORED);
  });

  it('names each row by the server path a validation error uses', () => {
    expect(itemPaths(rowsOf(STORED))).toEqual([
      'items.0',
      'items.1',
      'items.1.children.0',
      'items.1.children.1',
      'items.1.children.1.children.0',
      'items.2',
    ]);
  });

  it('moves an item among its siblings with its children, never out of its parent', () => {
    const rows = rowsOf(STORED);
    const karriereUp = moveUp(rows, keyOf(rows, 'Karriere'));
    expect(outline(karriereUp)).toEqual(['Start', 'Unternehmen', '-Karriere', '--Job', '-Über uns', 'Kontakt']);
    expect(outline(moveUp(karriereUp, keyOf(karriereUp, 'Karriere')))).toEqual(outline(karriereUp));
    expect(canMoveDown(rows, keyOf(rows, 'Karriere'))).toBe(false);
    expect(outline(moveDown(rows, keyOf(rows, 'Start')))).toEqual(['Unternehmen', '-Über uns', '-Karriere', '--Job', 'Start', 'Kontakt']);
  });

  it('indents under the previous sibling and outdents after the parent', () => {
    const rows = rowsOf(STORED);
    expect(canIndent(rows, keyOf(rows, 'Start'))).toBe(false);
    const kontaktIn = indent(rows, keyOf(rows, 'Kontakt'));
    expect(outline(kontaktIn)).toEqual(['Start', 'Unternehmen', '-Über uns', '-Karriere', '--Job', '-Kontakt']);
    // Über uns leaves Unternehmen: after all of Unternehmen's other children, not between them.
    const ueberOut = outdent(rows, keyOf(rows, 'Über uns'));
    expect(outline(ueberOut)).toEqual(['Start', 'Unternehmen', '-Karriere', '--Job', 'Über uns', 'Kontakt']);
    expect(canOutdent(rows, keyOf(rows, 'Start'))).toBe(false);
  });

  it('removes an item with everything below it and copies an item with its children', () => {
    const rows = rowsOf(STORED);
    expect(outline(removeRow(rows, keyOf(rows, 'Unternehmen')))).toEqual(['Start', 'Kontakt']);
    expect(itemOf(rows, keyOf(rows, 'Karriere'))).toEqual(item('Karriere', [item('Job')]));
  });

  it('drops a dragged item at the row it is over, its depth from the horizontal offset within what the neighbours allow', () => {
    const rows = rowsOf(STORED);
    // Kontakt dragged up onto Über uns without sideways movement: lands before it, as a child of Unternehmen.
    expect(outline(applyDrop(rows, keyOf(rows, 'Kontakt'), keyOf(rows, 'Über uns'), 0))).toEqual([
      'Start',
      'Unternehmen',
      '-Kontakt',
      '-Über uns',
      '-Karriere',
      '--Job',
    ]);
    // Start dragged down onto Kontakt and one step right: lands after it, as its child.
    expect(outline(applyDrop(rows, keyOf(rows, 'Start'), keyOf(rows, 'Kontakt'), INDENT_PX))).toEqual([
      'Unternehmen',
      '-Über uns',
      '-Karriere',
      '--Job',
      'Kontakt',
      '-Start',
    ]);
    // Five steps right is still only one level below the row above (Job).
    expect(outline(applyDrop(rows, keyOf(rows, 'Kontakt'), keyOf(rows, 'Kontakt'), 5 * INDENT_PX)).slice(-2)).toEqual(['--Job', '---Kontakt']);
    // Karriere dragged in place two steps left: out to the top level, Job still below it.
    expect(outline(applyDrop(rows, keyOf(rows, 'Karriere'), keyOf(rows, 'Karriere'), -2 * INDENT_PX))).toEqual([
      'Start',
      'Unternehmen',
      '-Über uns',
      'Karriere',
      '-Job',
      'Kontakt',
    ]);
    expect(applyDrop(rows, keyOf(rows, 'Start'), null, 0)).toEqual(rows);
  });
});
