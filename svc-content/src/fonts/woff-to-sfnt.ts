/**
 * WOFF 1.0 to the TrueType/OpenType file inside it (W3C WOFF File Format 1.0, §3-§5): the same
 * tables, each zlib-compressed when that made it smaller. The renderer (resvg) reads only
 * TTF/OTF, the @fontsource packages ship only WOFF and WOFF2; WOFF's zlib needs nothing but Node.
 */
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_ENTRY_BYTES = 16;

interface Table {
  tag: number;
  checksum: number;
  data: Buffer;
}

function readTables(woff: Buffer, count: number): Table[] {
  return Array.from({ length: count }, (_, index) => {
    const at = HEADER_BYTES + index * WOFF_ENTRY_BYTES;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const original = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < original ? inflateSync(stored) : stored;
    if (data.length !== original) throw new Error('WOFF table has the wrong length');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });
}

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < HEADER_BYTES || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF file');
  const count = woff.readUInt16BE(12);
  const tables = readTables(woff, count);
  // The sfnt offset table's binary-search fields (OpenType spec, "Table Directory").
  let power = 1;
  while (power * 2 <= count) power *= 2;
  const directory = Buffer.alloc(12 + count * SFNT_ENTRY_BYTES);
  directory.writeUInt32BE(woff.readUInt32BE(4), 0);
  directory.writeUInt16BE(count, 4);
  directory.writeUInt16BE(power * 16, 6);
  directory.writeUInt16BE(Math.log2(power), 8);
  directory.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [directory];
  let offset = directory.length;
  tables.forEach((table, index) => {
    const at = 12 + index * SFNT_ENTRY_BYTES;
    directory.writeUInt32BE(table.tag, at);
    directory.writeUInt32BE(table.checksum, at + 4);
    directory.writeUInt32BE(offset, at + 8);
    directory.writeUInt32BE(table.data.length, at + 12);
    // Tables start on 4-byte boundaries.
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}
