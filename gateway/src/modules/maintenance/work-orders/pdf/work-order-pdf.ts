// A work order as a PDF: its number and title, the farm, when it was made; then its fields,
// description and work done, checklist with results, parts used, labour, downtime, cost and
// the newest comments, in the reader's language and the farm's currency and clock.
import { directionOf, translator, type Language, type TFunction } from '../../../../lib/i18n.js';
import { pdfFormat, type PdfFormat } from '../../../../lib/pdf/pdf-format.js';
import { isolate, type PdfFigure, type PdfSection, type PdfSpec } from '../../../../lib/pdf/pdf-spec.js';
import { entryCost } from '../labour/labour.mappers.js';
import { formatNumber } from '../work-orders.mappers.js';
import type { WorkOrderRecord } from './work-order-record.js';

type Words = { t: TFunction; format: PdfFormat };

/** A list of rows as a table, or the words saying it is empty; a note when it was cut. */
function listSection(
  { t, format }: Words,
  title: string,
  list: { rows: unknown[]; total: number },
  columns: { header: string; align?: 'start' | 'end' }[],
  rows: string[][],
  empty: string,
): PdfSection {
  if (!list.total) return { title, paragraphs: [empty] };
  const cut = list.total > list.rows.length;
  const note = cut
    ? t('workOrders.pdf.truncated', { shown: format.number(list.rows.length), total: format.number(list.total) })
    : undefined;
  return { title, table: { columns, rows }, note };
}

function duration(t: TFunction, minutes: number | null): string {
  if (minutes === null) return t('workOrders.labour.running');
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  if (!hours) return t('workOrders.duration.minutes', { minutes: rest });
  return rest ? t('workOrders.duration.both', { hours, minutes: rest }) : t('workOrders.duration.hours', { hours });
}

function fieldsOf({ t, format }: Words, record: WorkOrderRecord): PdfFigure[] {
  const { order, machine, failure } = record;
  const field = (key: string, value: string | null | undefined) =>
    value ? [{ label: t(`workOrders.fields.${key}`), value }] : [];
  const code = (found: { code: string; label: string } | undefined) =>
    found && `${found.label} (${isolate(found.code)})`;
  return [
    ...field('number', formatNumber(order.number)),
    ...field('type', t(`workOrders.type.${order.type}`)),
    ...field('status', t(`workOrders.status.${order.status}`)),
    ...field('priority', t(`workOrders.priority.${order.priority}`)),
    ...field('equipment', machine && `${isolate(machine.code)} · ${machine.name}`),
    ...field('requester', record.requester),
    ...field('assignees', record.assignees.map((person) => person.name).join(', ')),
    ...field('dueDate', order.dueDate && format.day(order.dueDate)),
    ...field('scheduledStart', order.scheduledStart && format.moment(order.scheduledStart)),
    ...field('scheduledEnd', order.scheduledEnd && format.moment(order.scheduledEnd)),
    ...field('estimatedMinutes', order.estimatedMinutes ? duration(t, order.estimatedMinutes) : null),
    ...field('failureAt', order.failureAt && format.moment(order.failureAt)),
    ...field(
      'equipmentDown',
      order.type === 'CORRECTIVE' ? t(order.equipmentDown ? 'workOrders.yes' : 'workOrders.no') : null,
    ),
    ...field('problem', code(failure.problem)),
    ...field('cause', code(failure.cause)),
    ...field('remedy', code(failure.remedy)),
    ...field('createdAt', format.moment(order.createdAt)),
    ...field('startedAt', order.startedAt && format.moment(order.startedAt)),
    ...field('completedAt', order.completedAt && format.moment(order.completedAt)),
    ...field('cancelledAt', order.cancelledAt && format.moment(order.cancelledAt)),
    ...field('cancelReason', order.cancelReason),
    ...field('holdReason', order.status === 'ON_HOLD' ? order.holdReason : null),
  ];
}

export function workOrderPdf(record: WorkOrderRecord, language: Language) {
  const t = translator(language);
  const { order, farm } = record;
  const format = pdfFormat(language, t, farm.timeZone, record.cost?.currency ?? farm.currency);
  const words = { t, format };
  const end = 'end' as const;
  const number = formatNumber(order.number);
  const texts = [
    ...(order.description ? [{ title: t('workOrders.fields.description'), paragraphs: [order.description] }] : []),
    ...(order.completionNotes
      ? [{ title: t('workOrders.fields.completionNotes'), paragraphs: [order.completionNotes] }]
      : []),
  ];
  const { checklist, parts, labour, downtime, comments, cost } = record;
  const spec: PdfSpec = {
    direction: directionOf(language),
    title: `${number} · ${order.title}`,
    heading: [farm.name, t('workOrders.pdf.generated', { date: isolate(format.moment(new Date())) })],
    pageLabel: t('workOrders.pdf.page', { page: '{{page}}', pages: '{{pages}}' }),
    sections: [
      { title: t('workOrders.detail.tabs.details'), fields: fieldsOf(words, record) },
      ...texts,
      listSection(
        words,
        t('workOrders.detail.tabs.checklist'),
        checklist,
        [
          { header: t('workOrders.fields.item') },
          { header: t('workOrders.fields.result') },
          { header: t('workOrders.fields.note') },
        ],
        checklist.rows.map((item) => [
          item.text,
          item.result ? t(`workOrders.checklist.result.${item.result}`) : '—',
          item.note ?? '',
        ]),
        t('workOrders.checklist.empty'),
      ),
      listSection(
        words,
        t('workOrders.parts.title'),
        parts,
        [
          { header: t('workOrders.fields.part') },
          { header: t('workOrders.fields.planned'), align: end },
          { header: t('workOrders.fields.used'), align: end },
          { header: t('workOrders.fields.returned'), align: end },
          { header: t('workOrders.cost.total'), align: end },
        ],
        parts.rows.map(({ line, part, cost: lineCost }) => [
          part ? `${isolate(part.partNumber)} · ${part.name}` : '—',
          format.number(line.plannedQuantity),
          format.number(line.issuedQuantity),
          format.number(line.returnedQuantity),
          format.money(lineCost),
        ]),
        t('workOrders.parts.empty'),
      ),
      listSection(
        words,
        t('workOrders.labour.title'),
        labour,
        [
          { header: t('workOrders.fields.person') },
          { header: t('workOrders.labour.startedAt') },
          { header: t('workOrders.fields.minutes'), align: end },
          { header: t('workOrders.cost.labour'), align: end },
        ],
        labour.rows.map(({ entry, person }) => [
          person ?? t('workOrders.labour.deletedPerson'),
          format.moment(entry.startedAt),
          duration(t, entry.minutes),
          format.money(entryCost(entry)),
        ]),
        t('workOrders.labour.empty'),
      ),
      listSection(
        words,
        t('workOrders.downtime.title'),
        downtime,
        [
          { header: t('workOrders.downtime.startedAt') },
          { header: t('workOrders.downtime.endedAt') },
          { header: t('workOrders.fields.reason') },
        ],
        downtime.rows.map((period) => [
          format.moment(period.startedAt),
          period.endedAt ? format.moment(period.endedAt) : t('workOrders.downtime.stillDown'),
          period.reason,
        ]),
        t('workOrders.downtime.empty'),
      ),
      {
        title: t('workOrders.pdf.cost'),
        figures: [
          { label: t('workOrders.cost.parts'), value: format.money(cost?.parts) },
          { label: t('workOrders.cost.labour'), value: format.money(cost?.labour) },
          { label: t('workOrders.cost.total'), value: format.money(cost?.total) },
        ],
      },
      {
        ...listSection(
          words,
          t('workOrders.comments.title'),
          { rows: comments.rows, total: comments.rows.length },
          [
            { header: t('workOrders.fields.person') },
            { header: t('workOrders.fields.createdAt') },
            { header: t('workOrders.fields.comment') },
          ],
          comments.rows.map(({ comment, author }) => [
            author ?? t('workOrders.comments.deletedAuthor'),
            format.moment(comment.createdAt),
            comment.body,
          ]),
          t('workOrders.comments.empty'),
        ),
        ...(comments.more
          ? { note: t('workOrders.pdf.newestComments', { shown: format.number(comments.rows.length) }) }
          : {}),
      },
    ],
  };
  return { fileName: `${number}.pdf`, spec };
}
