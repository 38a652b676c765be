import { loginLinkTokenOf } from './login-link';

describe('loginLinkTokenOf', () => {
  it('reads the token of a login link from the address fragment', () => {
    expect(loginLinkTokenOf('#/login-link/Abc-_0123456789abcdefghijklmnopqrstuvwxyz1')).toBe(
      'Abc-_0123456789abcdefghijklmnopqrstuvwxyz1',
    );
  });

  it('leaves the back-office sub-pages and broken links alone', () => {
    for (const hash of ['', '#/orders', '#/login-link/', '#/login-link/kurz', '#/login-link/mit leerzeichen-0123456789', '#/login-link/a/b'])
      expect(loginLinkTokenOf(hash)).toBeNull();
  });
});
