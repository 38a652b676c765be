/**
 * A new branch API key, made in the browser with the platform's cryptographic random source
 * (crypto.getRandomValues, 192 bits) and saved through the normal branch PUT: one write path
 * with its version check, audit log ('***') and catalogue event, instead of a second endpoint.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 32 characters of the URL-safe base64 alphabet, as svc-catalog generates them. */
export function newApiKey(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(32));
  // 256 is a multiple of 64: every character is equally likely.
  return Array.from(bytes, (byte) => ALPHABET[byte % 64]).join('');
}

/** A key shown without its middle, so a screen shared or photographed does not give it away. */
export function maskedKey(key: string): string {
  return key.length <= 8 ? '••••' : `${key.slice(0, 4)}••••••••${key.slice(-4)}`;
}
