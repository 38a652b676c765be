// Draws the first page of the PDF read from stdin as a PNG on stdout (ADR 0047). Runs in its own
// process: pdf.js is an ES module, and a visitor's PDF is untrusted input that must not be able
// to hang or crash the service (the caller kills it after a timeout).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const LONGEST_SIDE = Number(process.argv[2] ?? 512);

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const data = new Uint8Array(Buffer.concat(chunks));

// No eval, no fonts from the system or the network: the PDF's own embedded fonts and pdf.js's.
const document = await getDocument({ data, isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
const page = await document.getPage(1);
const natural = page.getViewport({ scale: 1 });
const viewport = page.getViewport({ scale: LONGEST_SIDE / Math.max(natural.width, natural.height) });
const { canvas, context } = document.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
context.fillStyle = '#ffffff';
context.fillRect(0, 0, canvas.width, canvas.height);
await page.render({ canvasContext: context, viewport, canvas }).promise;
process.stdout.write(canvas.toBuffer('image/png'));
await document.destroy();
