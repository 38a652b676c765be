/**
 * QR codes of the back-office (tables' dine-in codes, the time clock's personal link). Imported
 * only by lazily loaded screens: qrcode-generator stays out of the back-office's first screen.
 */
export { QrCode } from './QrCode';
export { qrPath, type QrPath } from './qr-path';
