// pdfmake set up for the server: our two font families from their files, nothing else read
// from disk and nothing fetched (a document names no images or addresses).
import * as pdfmakeModule from 'pdfmake';
import { FONT_FILES } from './fonts.js';
import { documentOf } from './pdf-layout.js';
import type { PdfSpec } from './pdf-spec.js';

// pdfmake is CommonJS (module.exports = an instance): its functions are on the default export.
const pdfmake = (pdfmakeModule as unknown as { default?: typeof pdfmakeModule }).default ?? pdfmakeModule;
const fontFiles = new Set<string>(Object.values(FONT_FILES).flatMap((family) => [family.normal, family.bold]));
pdfmake.setFonts(FONT_FILES);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));

/** The PDF of `spec` as pdfkit's stream (a Readable that ends once `end()` is called). */
export function renderPdf(spec: PdfSpec): Promise<PDFKit.PDFDocument> {
  return pdfmake.createPdf(documentOf(spec)).getStream();
}
