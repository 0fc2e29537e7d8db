// The PDFs' two font families, both read from npm packages on this machine (never fetched):
// Roboto, which pdfmake ships, for Latin text, digits and punctuation, and Noto Naskh Arabic
// for Arabic letters, which it shapes into their joined forms (fontkit applies the font's
// init/medi/fina/liga features). The text layout measures with the same files pdfmake embeds.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const ROBOTO = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
// The package exports only its entry (dist/index.*); the TTF files sit beside dist/.
const NASKH = join(dirname(require.resolve('@embedpdf/fonts-arabic')), '..', 'fonts');

export type FontFamily = 'Roboto' | 'Naskh';

/** Each family's regular and bold file, as pdfmake's font dictionary names them. */
export const FONT_FILES: Record<FontFamily, { normal: string; bold: string }> = {
  Roboto: { normal: join(ROBOTO, 'Roboto-Regular.ttf'), bold: join(ROBOTO, 'Roboto-Medium.ttf') },
  Naskh: { normal: join(NASKH, 'NotoNaskhArabic-Regular.ttf'), bold: join(NASKH, 'NotoNaskhArabic-Bold.ttf') },
};

/** Letters and signs drawn with the Arabic font (the Arabic blocks and the joiners). */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF\u200C\u200D]/;

export const familyOf = (char: string): FontFamily => (ARABIC.test(char) ? 'Naskh' : 'Roboto');
export const hasArabic = (text: string) => ARABIC.test(text);

type Font = fontkit.Font;
const opened = new Map<string, Font>();
const open = (file: string): Font => {
  let font = opened.get(file);
  if (!font) {
    font = fontkit.openSync(file) as Font;
    opened.set(file, font);
  }
  return font;
};

// Words repeat (labels, units, months); numbers less so. The cache is dropped when full.
const widths = new Map<string, number>();
const WIDTHS_KEPT = 20_000;
const advances = new Map<Font, Map<number, number>>();

/** Latin text's width in em: its glyphs' advances (kerning, which only tightens, left out). */
function latinWidth(font: Font, text: string): number {
  let known = advances.get(font);
  if (!known) advances.set(font, (known = new Map()));
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    let advance = known.get(code);
    if (advance === undefined) {
      advance = font.glyphForCodePoint(code).advanceWidth / font.unitsPerEm;
      known.set(code, advance);
    }
    units += advance;
  }
  return units;
}

/** The width in points of `text` set in one family at `size`, shaped as the PDF will draw it. */
export function widthOf(text: string, family: FontFamily, size: number, bold = false): number {
  const font = open(FONT_FILES[family][bold ? 'bold' : 'normal']);
  if (family === 'Roboto') return latinWidth(font, text) * size;
  // Arabic letters change shape, and width, with their place in the word: it takes shaping.
  const key = `${bold ? 'b' : ''}\u0000${text}`;
  let units = widths.get(key);
  if (units === undefined) {
    units = font.layout(text).advanceWidth / font.unitsPerEm;
    if (widths.size >= WIDTHS_KEPT) widths.clear();
    widths.set(key, units);
  }
  return units * size;
}
