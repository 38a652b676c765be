import { execFile } from 'node:child_process';
import path from 'node:path';

/** A PDF whose first page takes longer than this to draw gets the generic preview. */
const RENDER_TIMEOUT_MS = 20_000;
const SCRIPT = path.join(__dirname, 'pdf-first-page.mjs');

/**
 * The first page of a PDF as PNG, drawn by pdf.js on @napi-rs/canvas in a child process
 * (ADR 0047: npm packages only, no system tool; the process boundary keeps an untrusted file
 * away from the service's memory and event loop).
 */
export function renderPdfFirstPage(pdf: Buffer, longestSide: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [SCRIPT, String(longestSide)],
      { encoding: 'buffer', timeout: RENDER_TIMEOUT_MS, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`PDF preview failed: ${error.message} ${stderr.toString().slice(0, 500)}`));
        else resolve(stdout);
      },
    );
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(pdf);
  });
}
