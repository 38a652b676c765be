import fc from 'fast-check';
import { shortenText, TEXT_SHORTENING_LENGTH } from './text-shortening';

describe('text shortening (SPEC §9: default 128 characters with ellipsis)', () => {
  it('keeps a text that fits and cuts a longer one at a word boundary, ellipsis included', () => {
    expect(shortenText('  Glasreiniger  ')).toBe('Glasreiniger');
    expect(shortenText('x'.repeat(TEXT_SHORTENING_LENGTH))).toHaveLength(TEXT_SHORTENING_LENGTH);
    expect(shortenText('Gründliche Reinigung aller Räume', 24)).toBe('Gründliche Reinigung…');
    expect(shortenText('Gründliche Reinigung aller Räume', 22)).toBe('Gründliche Reinigung…');
  });

  it('cuts mid-word only when the first word alone is too long', () => {
    expect(shortenText('Donaudampfschifffahrtsgesellschaft', 10)).toBe('Donaudamp…');
  });

  it('never exceeds the length and always starts like the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 1, max: 200 }), (text, maxLength) => {
        const short = shortenText(text, maxLength);
        expect(short.length).toBeLessThanOrEqual(maxLength);
        if (short.endsWith('…') && short !== text.trim()) {
          expect(text.trim().startsWith(short.slice(0, -1))).toBe(true);
        } else {
          expect(short).toBe(text.trim());
        }
      }),
    );
  });
});
