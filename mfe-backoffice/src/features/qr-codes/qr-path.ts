/**
 * A QR code as one SVG path (qrcode-generator, pure JS, MIT; docs/adr/0035): crisp at any print
 * size, no canvas and no markup strings. Medium error correction survives a scratched table card.
 */
import qrcode from 'qrcode-generator';

export interface QrPath {
  /** Modules per side, the quiet zone included (the SVG's viewBox). */
  size: number;
  d: string;
}

const QUIET_ZONE = 4;

export function qrPath(text: string): QrPath {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: count + 2 * QUIET_ZONE, d: parts.join('') };
}
