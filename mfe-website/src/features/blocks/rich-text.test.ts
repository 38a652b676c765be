import { richText } from './rich-text';

describe('rich-text blocks', () => {
  it('reads the HTML of wysiwyg and text blocks, as a value or its text field', () => {
    expect(richText({ type: 'wysiwyg', value: { text: '<p>Hallo</p>' } })).toBe('<p>Hallo</p>');
    expect(richText({ type: 'text', value: '<p>Servus</p>' })).toBe('<p>Servus</p>');
  });

  it('leaves other blocks to their own components', () => {
    expect(richText({ type: 'teaser-section', value: { text: '<p>x</p>' } })).toBeNull();
    expect(richText({ type: 'wysiwyg', value: { items: [] } })).toBeNull();
  });
});
