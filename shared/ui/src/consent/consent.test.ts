import { COOKIE_CONSENT_NAME, giveConsent, hasConsent, readCookie } from './consent';

describe('cookie consent (SPEC §4, §9)', () => {
  beforeEach(() => {
    document.cookie = `${COOKIE_CONSENT_NAME}=; Max-Age=0; Path=/`;
  });

  it('is not given until the visitor accepts', () => {
    expect(hasConsent()).toBe(false);
  });

  it('stores consent in a cookie for the whole site', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    giveConsent();
    jest.restoreAllMocks();
    expect(hasConsent()).toBe(true);
    expect(readCookie(COOKIE_CONSENT_NAME)).toBe('true');
    expect(writes[0]).toBe(`${COOKIE_CONSENT_NAME}=true; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax`);
  });
});
