// A PdfSpec as a pdfmake document: A4, the title and heading lines, sections of figures,
// fields, paragraphs and tables (whose header row repeats on each page), page numbers in the
// footer. Right to left, the columns run from the right and text sits at the right margin;
// every text that needs it goes through the bidi layout with the width it will have.
import type { Content, ContentTable, CustomTableLayout, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { drawable, layoutLines, measure, needsBidi, type Direction, type TextStyle } from './bidi-text.js';
import type { PdfFigure, PdfSection, PdfSpec, PdfTable } from './pdf-spec.js';

const A4 = { portrait: 595.28, landscape: 841.89 }; // widths
const MARGIN = 40;
const CELL_PADDING = 8; // 4 on each side, pdfmake's table layouts' default
/** Room beyond a text's measure, so that the layout's own slack never wraps it. */
const SLACK = 2;
const SIZE = { body: 9, title: 16, heading: 10, section: 12, figure: 13, footer: 8 };
const MUTED = '#595959';
/** Rows measured to choose column widths: enough to see what the columns hold. */
const SAMPLED_ROWS = 200;

type Align = 'start' | 'end';
type Margins = [number, number, number, number];

const spaced = (content: Content, margin: Margins): Content => ({ stack: [content], margin });

/** Thin rules between rows, a firmer one under the header, and the padding the widths assume. */
const RULED: CustomTableLayout = {
  hLineWidth: (line, node) => (line === 0 || line === node.table.body.length ? 0 : line === 1 ? 1 : 0.5),
  vLineWidth: () => 0,
  hLineColor: (line) => (line === 1 ? '#8c8c8c' : '#d9d9d9'),
  paddingLeft: () => CELL_PADDING / 2,
  paddingRight: () => CELL_PADDING / 2,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

/** The widest word of a text: a column narrower than it would cut the word. */
const widestWord = (text: string, style: TextStyle) =>
  Math.max(0, ...text.split(/\s+/).map((word) => measure(word, style)));

class Writer {
  constructor(
    readonly direction: Direction,
    /** The width between the margins. */
    readonly width: number,
  ) {}

  /** `start` and `end` as the page's left and right. */
  side(align: Align): 'left' | 'right' {
    return (align === 'start') === (this.direction === 'ltr') ? 'left' : 'right';
  }

  /** One text `width` points wide, laid out by us when it has right-to-left text. */
  text(text: string, width: number, style: TextStyle & { align?: Align; color?: string }): Content {
    const alignment = this.side(style.align ?? 'start');
    const common = { fontSize: style.size, bold: style.bold ?? false, color: style.color, alignment };
    if (!needsBidi(text, this.direction)) return { text: drawable(text), font: 'Roboto', ...common };
    const lines = layoutLines(text, width, this.direction, style).map((pieces): Content => ({
      ...common,
      // An empty line keeps its height.
      text: pieces.length ? pieces.map((piece) => ({ text: piece.text, font: piece.family, noWrap: true })) : ' ',
    }));
    return lines.length === 1 ? lines[0] : { stack: lines };
  }

  /** The columns of a row from the page's left: the last first, right to left. */
  ordered<T>(cells: T[]): T[] {
    return this.direction === 'rtl' ? [...cells].reverse() : cells;
  }

  figures(figures: PdfFigure[]): Content {
    const perRow = Math.min(figures.length, 4);
    const width = this.width / perRow - CELL_PADDING;
    const boxes = figures.map((figure) => ({
      stack: [
        this.text(figure.label, width, { size: SIZE.body, color: MUTED }),
        this.text(figure.value, width, { size: SIZE.figure, bold: true }),
      ],
    }));
    const rows: Content[][] = [];
    for (let i = 0; i < boxes.length; i += perRow) {
      const row: Content[] = boxes.slice(i, i + perRow);
      while (row.length < perRow) row.push({ text: '' });
      rows.push(this.ordered(row));
    }
    return {
      table: { widths: Array(perRow).fill('*'), body: rows, dontBreakRows: true },
      layout: 'noBorders',
      margin: [0, 0, 0, 8],
    };
  }

  fields(fields: PdfFigure[]): Content {
    const labelWidth = Math.min(
      Math.max(...fields.map((field) => measure(field.label, { size: SIZE.body, bold: true }))) + CELL_PADDING + SLACK,
      this.width * 0.35,
    );
    const valueWidth = this.width - labelWidth;
    return {
      table: {
        widths: this.ordered([labelWidth - CELL_PADDING, valueWidth - CELL_PADDING]),
        body: fields.map((field) =>
          this.ordered([
            this.text(field.label, labelWidth - CELL_PADDING, { size: SIZE.body, bold: true, color: MUTED }),
            this.text(field.value, valueWidth - CELL_PADDING, { size: SIZE.body }),
          ]),
        ),
      },
      layout: RULED,
      margin: [0, 0, 0, 8],
    };
  }

  table(table: PdfTable): ContentTable {
    const header = { size: SIZE.body, bold: true };
    const body = { size: SIZE.body };
    const sample = table.rows.slice(0, SAMPLED_ROWS);
    const natural = table.columns.map(
      (column, index) =>
        Math.max(measure(column.header, header), ...sample.map((row) => measure(row[index] ?? '', body))) +
        CELL_PADDING +
        SLACK,
    );
    const least = table.columns.map(
      (column, index) =>
        Math.max(widestWord(column.header, header), ...sample.map((row) => widestWord(row[index] ?? '', body))) +
        CELL_PADDING +
        SLACK,
    );
    const widths = shareWidths(natural, least, this.width);
    const cell = (text: string, index: number, style: TextStyle) =>
      this.text(text, widths[index] - CELL_PADDING, { ...style, align: table.columns[index].align });
    return {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: this.ordered(widths.map((width) => width - CELL_PADDING)),
        body: [
          this.ordered(
            table.columns.map((column, index) => ({
              stack: [cell(column.header, index, header)],
              fillColor: '#f0f0f0',
            })),
          ),
          ...table.rows.map((row) =>
            this.ordered(table.columns.map((_, index) => cell(row[index] ?? '', index, body))),
          ),
        ],
      },
      layout: RULED,
      margin: [0, 0, 0, 8],
    };
  }

  section(section: PdfSection): Content[] {
    const content: Content[] = [];
    if (section.title)
      content.push(spaced(this.text(section.title, this.width, { size: SIZE.section, bold: true }), [0, 6, 0, 4]));
    if (section.figures?.length) content.push(this.figures(section.figures));
    if (section.fields?.length) content.push(this.fields(section.fields));
    for (const paragraph of section.paragraphs ?? [])
      content.push(spaced(this.text(paragraph, this.width, { size: SIZE.body }), [0, 0, 0, 6]));
    if (section.table) content.push(this.table(section.table));
    if (section.note) content.push(this.text(section.note, this.width, { size: SIZE.body, color: MUTED }));
    return content;
  }
}

/**
 * Column widths that fill `total`. Every column gets what it needs when all fit; otherwise
 * each gets at least its widest word (`least`), and what is left goes to the columns that
 * want more, evenly, none past its need; when even the words do not fit, they share it all.
 */
export function shareWidths(natural: number[], least: number[], total: number): number[] {
  const needed = natural.reduce((sum, width) => sum + width, 0);
  if (needed <= total) return natural.map((width) => width + (total - needed) * (width / needed));
  const floor = least.reduce((sum, width) => sum + width, 0);
  if (floor >= total) return least.map((width) => (width * total) / floor);
  const widths = [...least];
  let left = total - floor;
  const wanting = natural
    .map((width, index) => ({ want: width - least[index], index }))
    .sort((a, b) => a.want - b.want);
  wanting.forEach(({ want, index }, position) => {
    const extra = Math.min(want, left / (wanting.length - position));
    widths[index] += extra;
    left -= extra;
  });
  return widths;
}

export function documentOf(spec: PdfSpec): TDocumentDefinitions {
  const orientation = spec.landscape ? 'landscape' : 'portrait';
  const writer = new Writer(spec.direction, A4[orientation] - 2 * MARGIN);
  const width = writer.width;
  return {
    pageSize: 'A4',
    pageOrientation: orientation,
    pageMargins: [MARGIN, MARGIN, MARGIN, 48],
    info: { title: spec.title, creator: 'FarmMaint', producer: 'FarmMaint' },
    language: spec.direction === 'rtl' ? 'ar' : undefined,
    defaultStyle: { font: 'Roboto', fontSize: SIZE.body },
    content: [
      spaced(writer.text(spec.title, width, { size: SIZE.title, bold: true }), [0, 0, 0, 4]),
      ...spec.heading.map((line) => writer.text(line, width, { size: SIZE.heading, color: MUTED })),
      { text: '', margin: [0, 0, 0, 8] },
      ...spec.sections.flatMap((section) => writer.section(section)),
    ],
    footer: (page: number, pages: number) =>
      spaced(
        writer.text(spec.pageLabel.replace('{{page}}', String(page)).replace('{{pages}}', String(pages)), width, {
          size: SIZE.footer,
          color: MUTED,
          align: 'end',
        }),
        [MARGIN, 16, MARGIN, 0],
      ),
  };
}
