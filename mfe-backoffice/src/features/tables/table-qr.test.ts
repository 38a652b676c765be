import qrcode from 'qrcode-generator';
import { qrPath } from './qr-path';
import { qrPages, tableOrderUrl } from './table-qr';

const BRANCHES = [
  { id: 1, identifier: 'wien-mariahilf', name: 'Wien Mariahilf' },
  { id: 2, identifier: 'graz', name: 'Graz' },
];

describe('table QR codes', () => {
  it('point at the branch store with the table, absolute from the page origin', () => {
    expect(tableOrderUrl('https://theke.example/', BRANCHES[0] as never, { id: 7 })).toBe('https://theke.example/store/wien-mariahilf?table=7');
  });

  it('make one page per table, sorted by branch and table, skipping tables of unknown branches', () => {
    const pages = qrPages(
      'http://127.0.0.1:3000',
      [
        { id: 3, identifier: 'T10', branch: { id: 1 } },
        { id: 4, identifier: 'T2', branch: { id: 1 } },
        { id: 5, identifier: 'Terrasse', branch: { id: 2 } },
        { id: 6, identifier: 'Weg', branch: { id: 9 } },
      ],
      BRANCHES,
    );
    expect(pages.map((page) => `${page.branch} ${page.table}`)).toEqual(['Graz Terrasse', 'Wien Mariahilf T2', 'Wien Mariahilf T10']);
    expect(pages[1]?.url).toBe('http://127.0.0.1:3000/store/wien-mariahilf?table=4');
  });

  it('draws the code as one path with a quiet zone, module for module', () => {
    const text = 'http://127.0.0.1:3000/store/wien-mariahilf?table=4';
    const { size, d } = qrPath(text);
    const code = qrcode(0, 'M');
    code.addData(text, 'Byte');
    code.make();
    expect(size).toBe(code.getModuleCount() + 8);
    const dark = (d.match(/M/g) ?? []).length;
    let expected = 0;
    for (let row = 0; row < code.getModuleCount(); row += 1)
      for (let col = 0; col < code.getModuleCount(); col += 1) if (code.isDark(row, col)) expected += 1;
    expect(dark).toBe(expected);
    // The finder pattern's corner module sits right after the quiet zone.
    expect(d.startsWith('M4 4h1v1h-1z')).toBe(true);
  });
});
