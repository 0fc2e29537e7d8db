// The PDF files: GET /api/reports/<name>.pdf (the CSV route's names, parameters and checks)
// and GET /api/work-orders/<id>.pdf. Each is a PDF that parses, whose text gives the farm,
// the period and the known-numbers farm's figures in the reader's language; in Arabic the
// labels are Arabic letters set in the Arabic font, shaped, right to left. Refusals as the
// CSV route and the graph's workOrder make them. Run in production mode too.
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { workOrders } from '../../gateway/src/db/schema.js';
import { layoutLines } from '../../gateway/src/lib/pdf/bidi-text.js';
import { FONT_FILES } from '../../gateway/src/lib/pdf/fonts.js';
import * as fontkit from 'fontkit';
import { gql } from './support/gateway.js';
import { FRM1, FRM2, FRM3, expectData, machinesOf, maintenanceSuite } from './support/maintenance.js';
import { CSV_REPORTS, createKnownFarm, type KnownFarm } from './support/reports.js';
import { AddCommentMutation } from './support/requests.js';
import { AddChecklistItemMutation, RecordChecklistResultMutation } from './support/work-order-details.js';
import { createOrder } from './support/work-orders.js';

const { gateway, tokens } = maintenanceSuite();
const MARCH = { from: '2025-03-01', to: '2025-03-31' };

async function download(path: string, token?: string, headers: Record<string, string> = {}) {
  const response = await fetch(gateway.url + path, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const body = response.headers.get('content-type')?.includes('json')
    ? JSON.parse(Buffer.from(bytes).toString())
    : null;
  return { status: response.status, headers: response.headers, bytes, body };
}

/** The PDF read back: its pages and its text (spaces collapsed), and its fonts' names. */
async function readPdf(bytes: Uint8Array) {
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  // pdfkit writes each font's dictionary uncompressed: /BaseFont /ABCDEF+Name.
  const fonts = [
    ...Buffer.from(bytes)
      .toString('latin1')
      .matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g),
  ].map((m) => m[1]);
  return { pages: pages.length, text: pages.join('\n').replace(/\s+/g, ' '), fonts: [...new Set(fonts)] };
}

let farm: KnownFarm;
beforeAll(async () => {
  farm = await createKnownFarm(gateway.database.db);
});
const reportPdf = (name: string, query: Record<string, string> = {}, token = tokens.admin, headers = {}) =>
  download(
    `/api/reports/${name}.pdf?${new URLSearchParams({ farmId: farm.farmId, ...MARCH, ...query })}`,
    token,
    headers,
  );

describe('a report as a PDF', () => {
  it('names the farm and the period, and holds the figures of the known farm', async () => {
    const res = await reportPdf('reliability', { lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="reliability-2025-03-01-2025-03-31.pdf"');
    const { text, fonts } = await readPdf(res.bytes);
    expect(text).toContain('Reliability: MTBF, MTTR and availability');
    expect(text).toContain('Known Numbers Farm');
    expect(text).toContain('Period: Mar 1, 2025 – Mar 31, 2025');
    // The farm's MTBF (880 / 2 h) and the tractor's (730 / 2 h), its availability (730 / 744).
    for (const figure of ['440 h', '365 h', '98.1%', 'All machines', 'Calendar', 'Page 1 of 1'])
      expect(text).toContain(figure);
    expect(fonts.sort()).toEqual(['Roboto-Medium', 'Roboto-Regular']);
  });

  it('in French from Accept-Language, money in the farm currency', async () => {
    const res = await reportPdf('cost-by-month', {}, tokens.admin, {
      'accept-language': 'de;q=1, fr-FR;q=0.8, en;q=0.5',
    });
    const { text } = await readPdf(res.bytes);
    expect(text).toContain('Coût de maintenance');
    expect(text).toContain('mars 2025');
    // 53.50 of parts and 110 of labour (reports.test.ts), as French writes euros.
    for (const amount of ['163,50 €', '53,50 €', '110,00 €']) expect(text.replace(/\u00a0/g, ' ')).toContain(amount);
  });

  it('in Arabic: Arabic letters in the Arabic font, the numbers unchanged', async () => {
    const res = await reportPdf('reliability', { lang: 'ar' }, tokens.admin, { 'accept-language': 'en' });
    const { text, fonts } = await readPdf(res.bytes);
    expect(fonts.sort()).toEqual(['NotoNaskhArabic', 'NotoNaskhArabic-Bold', 'Roboto-Medium', 'Roboto-Regular']);
    expect(text).toMatch(/[\u0621-\u064A]{3}/);
    expect(text).toContain('الصفحة');
    expect(text).toContain('Known Numbers Farm');
    for (const figure of ['440', '365', '98.1']) expect(text).toContain(figure);
  });

  it('every report has one, with at most the rows of its CSV', async () => {
    for (const name of CSV_REPORTS) {
      const res = await reportPdf(name, { lang: name.length % 2 ? 'ar' : 'fr' });
      expect(res.status, name).toBe(200);
      expect((await readPdf(res.bytes)).pages, name).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('Arabic laid out right to left', () => {
  it('orders a line for display: words from the right, numbers and codes left to right', () => {
    const pieces = layoutLines('الفترة: \u20682025-03-01\u2069 رقم 42 (WO-000123)', 500, 'rtl', { size: 9 });
    expect(pieces).toHaveLength(1);
    // From the page's left: the code in its brackets, 42, then the words (each handed to the
    // font in logical order, which lays it out right to left).
    expect(pieces[0].map((piece) => piece.text).join('|')).toBe('(|WO-000123|) |42| |رقم| |2025-03-01| :|الفترة');
  });

  it('shapes the letters: a word uses joined forms, not the isolated letters', () => {
    const font = fontkit.openSync(FONT_FILES.Naskh.normal) as fontkit.Font;
    const word = font.layout('بيت').glyphs.map((glyph) => glyph.id);
    const isolated = [...'بيت'].map((letter) => font.glyphForCodePoint(letter.codePointAt(0)!).id);
    expect(word).toHaveLength(3);
    expect(word.filter((id, index) => id !== isolated[2 - index]).length).toBeGreaterThanOrEqual(2);
  });

  it('breaks a long paragraph into lines, the first words on the first line', () => {
    const words = ['البداية', ...Array<string>(40).fill('كلمة'), 'النهاية'].join(' ');
    const lines = layoutLines(words, 120, 'rtl', { size: 9 });
    expect(lines.length).toBeGreaterThan(4);
    // Right to left: a line starts at its right end.
    expect(lines[0].at(-1)?.text).toBe('البداية');
    expect(lines.at(-1)?.[0].text).toBe('النهاية');
  });
});

describe('a work order as a PDF', () => {
  it('gives its fields, checklist, labour, downtime, cost and comments', async () => {
    const [order] = await gateway.database.db.select().from(workOrders).where(eq(workOrders.farmId, farm.farmId));
    const c1 = (await gateway.database.db.select().from(workOrders).where(eq(workOrders.farmId, farm.farmId))).find(
      (row) => row.number === 2,
    )!;
    expect(order).toBeDefined();
    const res = await download(`/api/work-orders/${c1.id}.pdf?lang=en`, tokens.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="WO-000002.pdf"');
    const { text } = await readPdf(res.bytes);
    for (const words of [
      'WO-000002',
      'Known Numbers Farm',
      'Corrective',
      'Completed',
      'Hydraulic leak',
      '1 h 30 min',
      '€60.00',
    ])
      expect(text).toContain(words);
  });

  it('in Arabic, with what was written on it', async () => {
    const machine = machinesOf(FRM1)[0];
    const order = await createOrder(gateway, tokens.manager, {
      farmId: FRM1,
      equipmentId: machine.id,
      title: 'تغيير زيت المحرك',
    });
    const item = expectData(
      await gql(
        gateway,
        AddChecklistItemMutation,
        { workOrderId: order.id, input: { text: 'فحص الفلتر' } },
        { token: tokens.manager },
      ),
    ).addChecklistItem;
    await gql(
      gateway,
      RecordChecklistResultMutation,
      { id: item.id, result: 'PASS', note: null },
      { token: tokens.manager },
    );
    await gql(
      gateway,
      AddCommentMutation,
      { workOrderId: order.id, input: { body: 'تم التغيير بعد 250 ساعة' } },
      { token: tokens.manager },
    );
    const res = await download(`/api/work-orders/${order.id}.pdf`, tokens.tech, { 'accept-language': 'ar' });
    expect(res.status).toBe(200);
    const { text, fonts } = await readPdf(res.bytes);
    expect(fonts).toContain('NotoNaskhArabic');
    expect(text).toContain(machine.code);
    expect(text).toContain('250');
    expect(text).toMatch(/[\u0621-\u064A]{3}/);
  });
});

describe('refusals, as the CSV route and the graph make them', () => {
  const period = new URLSearchParams(MARCH).toString();

  it('without a token: 401', async () => {
    expect((await download(`/api/reports/reliability.pdf?farmId=${FRM1}&${period}`)).status).toBe(401);
    const [order] = await gateway.database.db.select().from(workOrders).where(eq(workOrders.farmId, FRM1)).limit(1);
    expect((await download(`/api/work-orders/${order.id}.pdf`)).status).toBe(401);
  });

  it('another farm, or a farm where the reader has no reports.view: 403 Forbidden', async () => {
    for (const [who, farmId] of [
      ['manager', FRM3],
      ['tech', FRM2],
      ['viewer', FRM1],
      ['nofarm', FRM1],
    ] as const) {
      const res = await download(`/api/reports/cost-by-month.pdf?farmId=${farmId}&${period}`, tokens[who]);
      expect(res.status, `${who}`).toBe(403);
      expect(res.body).toEqual({ code: 'FORBIDDEN', message: 'Forbidden' });
    }
    // The viewer reads their own farm's reports.
    expect((await download(`/api/reports/backlog.pdf?farmId=${FRM2}&${period}`, tokens.viewer)).status).toBe(200);
  });

  it("another farm's work order: 403; one that does not exist: 404", async () => {
    const [other] = await gateway.database.db.select().from(workOrders).where(eq(workOrders.farmId, FRM2)).limit(1);
    const refused = await download(`/api/work-orders/${other.id}.pdf`, tokens.tech);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
    for (const file of ['00000000-0000-4000-8000-000000000000.pdf', 'WO-000001.pdf', `${other.id}.csv`]) {
      const res = await download(`/api/work-orders/${file}`, tokens.admin);
      expect(res.status, file).toBe(404);
      expect(res.body, file).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('an unknown report, a bad period or language: 400', async () => {
    for (const [label, path] of [
      ['unknown report', `/api/reports/nonsense.pdf?farmId=${FRM1}&${period}`],
      ['reversed period', `/api/reports/reliability.pdf?farmId=${FRM1}&from=2025-03-31&to=2025-03-01`],
      ['367 days', `/api/reports/reliability.pdf?farmId=${FRM1}&from=2024-01-01&to=2025-01-01`],
      ['not a date', `/api/reports/reliability.pdf?farmId=${FRM1}&from=2025-02-30&to=2025-03-31`],
      ['language', `/api/reports/reliability.pdf?farmId=${FRM1}&${period}&lang=de`],
    ]) {
      const res = await download(path, tokens.manager);
      expect(res.status, label).toBe(400);
      expect(res.body, label).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    const order = (await gateway.database.db.select().from(workOrders).where(eq(workOrders.farmId, FRM1)).limit(1))[0];
    expect((await download(`/api/work-orders/${order.id}.pdf?lang=xx`, tokens.manager)).status).toBe(400);
  });
});
