import qrcode from 'qrcode-generator';
import { qrPath } from './qr-path';

describe('QR codes', () => {
  it('draws the code as one path with a quiet zone, module for module', () => {
    const text = 'http://127.0.0.1:3000/store/wien-mariahilf?table=4';
    const { size, d } = qrPath(text);
    const code = qrcode(0, 'M');
    code.addData(text, 'Byte');
    code.make();
    expect(size).toBe(code.getModuleCount() + 8);
    const dark = (d.match(/M/g) ?? []).length;
    let expected = 0;
    for (let row = 0; row < code.getModuleCount(); row += 1)
      for (let col = 0; col < code.getModuleCount(); col += 1) if (code.isDark(row, col)) expected += 1;
    expect(dark).toBe(expected);
    // The finder pattern's corner module sits right after the quiet zone.
    expect(d.startsWith('M4 4h1v1h-1z')).toBe(true);
  });
});
