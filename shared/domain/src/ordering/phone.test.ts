import fc from 'fast-check';
import { filterPhoneInput, normalizePhone, phoneFormatError } from './phone';

describe('phone input (SPEC §5)', () => {
  it('strips everything except digits, plus and space while typing', () => {
    expect(filterPhoneInput('+43 (664) 123-45/67 a')).toBe('+43 664 1234567 ');
  });

  it('keeps only digits and plus on change and turns a leading 00 into +', () => {
    expect(normalizePhone('0043 664 1234567')).toBe('+436641234567');
    expect(normalizePhone('+43 664/1234567')).toBe('+436641234567');
    expect(normalizePhone('0664 1234567')).toBe('06641234567');
  });

  it("asks for 'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.' when not starting with +", () => {
    expect(phoneFormatError('06641234567')).toBe(
      'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.',
    );
    expect(phoneFormatError('+436641234567')).toBeNull();
    expect(phoneFormatError('')).toBeNull();
    expect(phoneFormatError(null)).toBeNull();
  });

  it('a normalised number holds only digits and plus, and never starts with 00', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const phone = normalizePhone(text);
        expect(phone).toMatch(/^[\d+]*$/);
        expect(phone.startsWith('00')).toBe(false);
      }),
    );
  });
});
