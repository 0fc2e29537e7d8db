// What a PDF says, already in words: the modules write this plain, serialisable description
// (translated labels, formatted numbers and dates) and the PDF worker lays it out.
import type { Direction } from './bidi-text.js';

/** A headline figure (MTBF 365 h) or a field of a record (Status: In progress). */
export interface PdfFigure {
  label: string;
  value: string;
}

export interface PdfColumn {
  header: string;
  /** Figures sit at the cells' end (right in English, left in Arabic) so that digits line up. */
  align?: 'start' | 'end';
}

export interface PdfTable {
  columns: PdfColumn[];
  rows: string[][];
}

/** A part of the document: its heading, then whichever of these it has, in this order. */
export interface PdfSection {
  title?: string;
  /** Big numbers in a row of boxes. */
  figures?: PdfFigure[];
  /** Label and value pairs, one a line. */
  fields?: PdfFigure[];
  paragraphs?: string[];
  table?: PdfTable;
  /** Said under the table: rows left out, nothing to show. */
  note?: string;
}

export interface PdfSpec {
  direction: Direction;
  /** Pages turned sideways, for a table of many columns. */
  landscape?: boolean;
  /** The document's title, also its metadata title. */
  title: string;
  /** Lines under the title: the farm, the period, when it was made. */
  heading: string[];
  /** The footer of each page, {{page}} and {{pages}} filled in. */
  pageLabel: string;
  sections: PdfSection[];
}

/**
 * `text` set apart from what surrounds it in the bidi order, its direction its own first
 * letter's (a date or a code among Arabic words keeps its digits in order).
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
