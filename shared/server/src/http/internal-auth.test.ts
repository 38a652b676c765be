import { GUEST, ROLE_ADMIN, ROLE_EMPLOYEE, canActOnBranch, internalTokens, signInternalToken, verifyInternalToken } from './internal-auth';

const SECRET = 'unit-test-secret';
const employee = { userId: 7, username: 'mitarbeiter', roles: [ROLE_EMPLOYEE], branchIds: [1] };

describe('internal token', () => {
  it('round-trips the principal the gateway signed', () => {
    expect(verifyInternalToken(signInternalToken(employee, SECRET), SECRET)).toEqual(employee);
  });

  it('rejects a token signed with another secret', () => {
    expect(verifyInternalToken(signInternalToken(employee, 'other'), SECRET)).toBeNull();
  });

  it('rejects a token whose payload was changed', () => {
    const [, signature] = signInternalToken(employee, SECRET).split('.');
    const forged = Buffer.from(JSON.stringify({ ...employee, roles: [ROLE_ADMIN], exp: 9_999_999_999 })).toString('base64url');
    expect(verifyInternalToken(`${forged}.${signature}`, SECRET)).toBeNull();
  });

  it('rejects an expired token', () => {
    expect(verifyInternalToken(signInternalToken(employee, SECRET, -1), SECRET)).toBeNull();
  });

  it('rejects garbage', () => {
    expect(verifyInternalToken('not-a-token', SECRET)).toBeNull();
  });
});

describe('kept internal tokens (ADR 0028)', () => {
  afterEach(() => jest.useRealTimers());

  it('signs once per principal and signs anew shortly before the token expires', () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    const tokenOf = internalTokens(SECRET);
    const guest = tokenOf(GUEST);
    expect(tokenOf({ ...GUEST })).toBe(guest);
    expect(verifyInternalToken(tokenOf(employee), SECRET)).toEqual(employee);
    expect(tokenOf(employee)).not.toBe(guest);
    jest.setSystemTime(new Date('2026-11-27T10:00:44Z'));
    expect(tokenOf(GUEST)).toBe(guest);
    jest.setSystemTime(new Date('2026-11-27T10:00:46Z'));
    const renewed = tokenOf(GUEST);
    expect(renewed).not.toBe(guest);
    expect(verifyInternalToken(renewed, SECRET)).toEqual(GUEST);
  });
});

describe('employee-of-branch check (SPEC §6)', () => {
  it('matches an employee on branch id only', () => {
    expect(canActOnBranch(employee, 1)).toBe(true);
    expect(canActOnBranch(employee, 2)).toBe(false);
    expect(canActOnBranch(employee, null)).toBe(false);
  });

  it('lets administrators act on every branch', () => {
    expect(canActOnBranch({ userId: 1, username: 'admin', roles: [ROLE_ADMIN], branchIds: [] }, 3)).toBe(true);
  });

  it('gives guests no branch', () => {
    expect(canActOnBranch({ userId: null, username: null, roles: [], branchIds: [] }, 1)).toBe(false);
  });
});
