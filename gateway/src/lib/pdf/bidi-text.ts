// Right-to-left and mixed text for pdfmake, which lays every line out left to right and
// draws each word apart. fontkit shapes an Arabic word into its joined forms and reverses
// its glyphs, but the order of the words, the numbers among them and the lines is ours:
// here each paragraph gets its bidi levels (Unicode UAX #9, bidi-js), is broken into lines
// of a known width on the logical text (UAX #14), and each line is reordered for display
// into pieces of one font and one direction, which pdfmake then draws side by side unbroken.
import bidiFactory from 'bidi-js';
import LineBreaker from 'linebreak';
import { familyOf, hasArabic, widthOf, type FontFamily } from './fonts.js';

const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

export interface TextStyle {
  size: number;
  bold?: boolean;
}

/** A run drawn as one: `text` as fontkit must receive it to show it in display order. */
export interface Piece {
  text: string;
  family: FontFamily;
}

/** Marks that steer the order and are not drawn (no font has a glyph for them). */
const CONTROLS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/;
/** Roboto has no narrow no-break space (French thousands): a no-break space stands in. */
const STAND_INS: Record<string, string> = { '\u202F': '\u00A0' };
/** Scripts written right to left: fontkit reverses a run whose first letter is in one. */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const FIRST_LETTER = /[^\p{Script=Common}\p{Script=Inherited}]/u;

/** Text for a font as it is, without bidi marks and with stand-ins for missing characters. */
export const drawable = (text: string) =>
  text.replace(new RegExp(CONTROLS.source, 'g'), '').replace(/\u202F/g, STAND_INS['\u202F']);

/** Text that needs this module: some right-to-left letters, or a right-to-left paragraph. */
export const needsBidi = (text: string, direction: Direction) => direction === 'rtl' || hasArabic(text);

/** The width of logical text, each character in its own family. */
export function measure(text: string, style: TextStyle): number {
  let width = 0;
  let start = 0;
  for (let i = 1; i <= text.length; i += 1)
    if (i === text.length || familyOf(text[i]) !== familyOf(text[start])) {
      width += widthOf(text.slice(start, i), familyOf(text[start]), style.size, style.bold);
      start = i;
    }
  return width;
}

/** Where the lines of a paragraph start and end (logical indices, end excluded). */
function breakLines(paragraph: string, width: number, style: TextStyle): [number, number][] {
  const lines: [number, number][] = [];
  const breaker = new LineBreaker(paragraph);
  let lineStart = 0;
  let lineWidth = 0;
  let last = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    const word = paragraph.slice(last, next.position);
    const visible = measure(word.trimEnd(), style);
    if (lineWidth > 0 && lineWidth + visible > width) {
      lines.push([lineStart, last]);
      [lineStart, lineWidth] = [last, 0];
    }
    if (lineWidth === 0 && visible > width) {
      // A word wider than the column (a long code or address) is cut where it overflows.
      let start = last;
      for (let i = last + 1; i < next.position; i += 1)
        if (measure(paragraph.slice(start, i + 1), style) > width) {
          lines.push([start, i]);
          start = i;
        }
      lineStart = start;
      lineWidth = measure(paragraph.slice(start, next.position), style);
    } else lineWidth += measure(word, style);
    last = next.position;
  }
  lines.push([lineStart, paragraph.length]);
  return lines;
}

/** Puts back the halves of a character outside the BMP that a reversal swapped. */
function joinUnits(units: string[]): string {
  for (let i = 0; i + 1 < units.length; i += 1) {
    const low = units[i].charCodeAt(0);
    const high = units[i + 1].charCodeAt(0);
    if (low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff)
      [units[i], units[i + 1]] = [units[i + 1], units[i]];
  }
  return units.join('');
}

/** One line of a paragraph in display order, as pieces of one font and one direction. */
function displayPieces(
  paragraph: string,
  levels: ReturnType<typeof bidi.getEmbeddingLevels>,
  from: number,
  to: number,
) {
  let [start, end] = [from, to];
  while (start < end && /\s/.test(paragraph[start])) start += 1;
  while (end > start && /\s/.test(paragraph[end - 1])) end -= 1;
  if (start === end) return [];
  const mirrored = bidi.getMirroredCharactersMap(paragraph, levels.levels, start, end - 1);
  const runs: { family: FontFamily; rtl: boolean; units: string[] }[] = [];
  let previous = -2;
  // The indices of the whole paragraph come back, the line's reordered in their place.
  for (const index of bidi.getReorderedIndices(paragraph, levels, start, end - 1)) {
    if (index < start || index >= end) continue;
    const char = paragraph[index];
    const rtl = (levels.levels[index] & 1) === 1;
    const step = rtl ? -1 : 1;
    const joined = index === previous + step;
    previous = index;
    if (CONTROLS.test(char)) continue;
    const family = familyOf(char);
    const run = runs.at(-1);
    const shown = mirrored.get(index) ?? STAND_INS[char] ?? char;
    if (run && joined && run.family === family && run.rtl === rtl) run.units.push(shown);
    else runs.push({ family, rtl, units: [shown] });
  }
  return runs.map(({ family, units }): Piece => {
    const shown = joinUnits(units);
    // fontkit shapes a right-to-left word from its logical order and then reverses it.
    const first = FIRST_LETTER.exec(shown)?.[0];
    return { family, text: first && RTL_SCRIPT.test(first) ? joinUnits(units.reverse()) : shown };
  });
}

/** `text` in lines no wider than `width` points, each line's pieces in display order. */
export function layoutLines(text: string, width: number, direction: Direction, style: TextStyle): Piece[][] {
  const lines: Piece[][] = [];
  const clean = text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
  // A point of slack: the pieces are measured again, one by one, when pdfmake places them.
  const room = Math.max(width - 1, style.size);
  for (const paragraph of clean.split('\n')) {
    const levels = bidi.getEmbeddingLevels(paragraph, direction);
    for (const [from, to] of breakLines(paragraph, room, style)) lines.push(displayPieces(paragraph, levels, from, to));
  }
  return lines;
}
