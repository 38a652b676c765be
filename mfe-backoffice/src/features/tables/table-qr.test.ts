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
});
