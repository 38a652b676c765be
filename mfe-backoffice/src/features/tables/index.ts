/** Tables (issue 19): printable QR codes that open the branch's dine-in ordering for a table. */
export { TableQrButton } from './components/TableQrButton';
export { TableQrListAction, TableQrRowAction } from './components/TableQrActions';
export { tableOrderUrl, type QrTable } from './table-qr';
