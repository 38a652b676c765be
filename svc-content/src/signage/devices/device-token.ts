import { createHash, randomBytes, randomInt } from 'node:crypto';

/**
 * A TV's token and a pairing's secret (ADR 0042): 256 random bits, base64url. Only their SHA-256
 * is stored: a token of 256 random bits needs no slow hash, and looking it up by its digest (a
 * unique index) compares nothing a caller could time.
 */
export const newSecret = (): string => randomBytes(32).toString('base64url');

export const secretHash = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

/** Letters and digits a person reads off a TV without confusing them (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 6;

export function newPairingCode(): string {
  return Array.from({ length: PAIRING_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** What staff type is compared as the TV shows it: upper case, no spaces. */
export const normalizedPairingCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();
