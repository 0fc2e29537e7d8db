// The PDF worker: lays out and writes the PDFs off the gateway's event loop (a long table
// takes pdfmake a good part of a second), sending the bytes back as pdfkit writes them.
import { parentPort } from 'node:worker_threads';
import { renderPdf } from './pdf-render.js';
import type { PdfSpec } from './pdf-spec.js';

export type ToWorker = { id: number; spec: PdfSpec };
export type FromWorker = { id: number } & ({ chunk: Uint8Array } | { end: true } | { error: string });

const port = parentPort!;
const send = (message: FromWorker) => port.postMessage(message);

/** pdfkit writes many small pieces: they cross to the gateway's thread in batches this big. */
const BATCH = 64 * 1024;

port.on('message', async ({ id, spec }: ToWorker) => {
  try {
    const pdf = await renderPdf(spec);
    let batch: Buffer[] = [];
    let size = 0;
    const flush = () => {
      if (size) send({ id, chunk: new Uint8Array(Buffer.concat(batch, size)) });
      [batch, size] = [[], 0];
    };
    pdf.on('data', (chunk: Buffer) => {
      batch.push(chunk);
      size += chunk.length;
      if (size >= BATCH) flush();
    });
    pdf.on('end', () => {
      flush();
      send({ id, end: true });
    });
    pdf.end();
  } catch (error) {
    send({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
