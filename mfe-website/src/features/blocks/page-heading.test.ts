import { hasOwnHeading } from './page-heading';

describe('page heading', () => {
  it('leaves the heading to a block that has one', () => {
    expect(hasOwnHeading([{ type: 'service-hero', value: { text: '<h1>Wer wir sind</h1>' } }])).toBe(true);
    expect(hasOwnHeading([{ type: 'wysiwyg', value: { text: '<h2>Aufgaben</h2><p>h1</p>' } }])).toBe(false);
  });
});
