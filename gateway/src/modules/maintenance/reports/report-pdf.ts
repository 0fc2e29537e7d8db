// A report as a PDF: its title, the farm, the period and filter, when it was made, its
// headline figures and its table, in the reader's language and the farm's currency and clock.
// The rows are the CSV's, at most MAX_PDF_ROWS of them (the note says when more were left).
import { translator, directionOf, type Language, type TFunction } from '../../../lib/i18n.js';
import { pdfFormat, type PdfFormat } from '../../../lib/pdf/pdf-format.js';
import { isolate, type PdfSpec } from '../../../lib/pdf/pdf-spec.js';
import type { Services } from '../../kit/context.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import type { ReportRows } from './report-file.js';
import type { ReportColumn, ValueKind } from './report-tables.js';

export const MAX_PDF_ROWS = 500;
/** More columns than this turn the page sideways. */
const WIDE_TABLE = 7;
const FIGURE_KINDS: ValueKind[] = ['number', 'hours', 'share', 'money'];

/** A value as the PDF writes it, by its kind. */
function written(value: unknown, kind: ValueKind, format: PdfFormat, t: TFunction): string {
  if (value === null || value === undefined) return kind === 'text' ? '' : '—';
  switch (kind) {
    case 'number':
      return format.number(value as number);
    case 'hours':
      return format.hours(value as number);
    case 'share':
      return format.percent(value as number);
    case 'money':
      return format.money(value as number);
    case 'date':
      return format.day(String(value));
    case 'month':
      return value === 'opening' ? t('reports.opening') : format.month(String(value));
    default:
      return String(value);
  }
}

function cellOf<Row>(column: ReportColumn<Row>, row: Row, format: PdfFormat, t: TFunction): string {
  const word = column.word?.(row);
  if (word) return t(word);
  const value = column.value(row);
  if (column.values) return value === '' || value === null || value === undefined ? '' : t(`${column.values}.${value}`);
  return written(value, column.kind ?? 'text', format, t);
}

/** The PDF of a report the user has read (reportRows checked the farm and the input). */
export async function reportPdf(file: ReportRows, services: Services, user: UserModel, language: Language) {
  const t = translator(language);
  const { table, model, report, rows } = file;
  const format = pdfFormat(language, t, model.timeZone, model.currency);
  const [farm, machine, figures] = await Promise.all([
    services.farms.get(user, model.farmId),
    model.equipmentId ? services.equipment.get(user, model.equipmentId) : null,
    table.figures ? table.figures(report, services.reports, model) : [],
  ]);
  const title = t(`reports.sections.${table.section}.title`);
  const shown = rows.slice(0, MAX_PDF_ROWS);
  const spec: PdfSpec = {
    direction: directionOf(language),
    landscape: table.columns.length > WIDE_TABLE,
    title: table.view ? `${title} — ${t(table.view)}` : title,
    heading: [
      farm.name,
      t('reports.period.text', { from: isolate(format.day(model.from)), to: isolate(format.day(model.to)) }),
      ...(machine ? [t('reports.filters.machineIs', { machine: isolate(`${machine.code} · ${machine.name}`) })] : []),
      ...(model.category
        ? [t('reports.filters.categoryIs', { category: t(`equipment.category.${model.category}`) })]
        : []),
      t('reports.pdf.generated', { date: isolate(format.moment(new Date())) }),
    ],
    pageLabel: t('reports.pdf.page', { page: '{{page}}', pages: '{{pages}}' }),
    sections: [
      {
        figures: figures.map((figure) => ({
          label: t(figure.label),
          value: written(figure.value, FIGURE_KINDS.includes(figure.kind) ? figure.kind : 'number', format, t),
        })),
      },
      {
        table: {
          columns: table.columns.map((column) => ({
            header: t(column.label),
            align: column.kind && FIGURE_KINDS.includes(column.kind) ? 'end' : 'start',
          })),
          rows: shown.map((row) => table.columns.map((column) => cellOf(column, row, format, t))),
        },
        note: !rows.length
          ? t('reports.empty')
          : rows.length > shown.length
            ? t('reports.pdf.truncated', { shown: format.number(shown.length), total: format.number(rows.length) })
            : undefined,
      },
    ],
  };
  return { fileName: `${file.baseName}.pdf`, spec };
}
