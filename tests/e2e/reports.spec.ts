import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { accounts, chooseLanguage, signIn } from './accounts';

// A manager's reports (issue 13): the CSV of a report has the numbers shown on screen (its PDF
// downloads too), and the printable view, in English and in Arabic, leaves the navigation out
// and heads the paper with the farm and the period, one report a page.

/** A figure as the page writes it ("MAD 2,877.59", "36.3 h") read back as a number. */
const figure = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

async function openReports(page: Page) {
  await page.goto('/reports');
  await expect(page.getByTestId('page-reports')).toBeVisible();
  await expect(page.getByTestId('report-cost-month-chart').locator('canvas')).toBeVisible();
}

test('a manager downloads the CSV of a report and finds the numbers of the screen', async ({ page }) => {
  await signIn(page, accounts.manager);
  await openReports(page);

  // A month with costs before the current one: nothing another spec does today moves it.
  const rows = page.getByTestId('report-cost-month-table').locator('tbody tr.ant-table-row');
  const cells = async (index: number) => rows.nth(index).locator('td').allTextContents();
  let index = 0;
  while (index < 9 && figure((await cells(index))[3]) === 0) index += 1;
  const [month, parts, labour, total, hours] = await cells(index);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('report-csv-cost-by-month').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cost-by-month-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF'), 'a byte-order mark for Excel').toBe(true);
  const [header, ...lines] = text.slice(1).trim().split('\r\n');
  expect(header).toBe('Month,Parts,Labour,Total,Labour hours');
  // The file lists every month of the period as the table does, oldest first.
  const [csvMonth, ...numbers] = lines[index].split(',');
  const monthName = new Date(`${csvMonth}-01T12:00:00`).toLocaleString('en-US', { month: 'long', year: 'numeric' });
  expect(monthName).toBe(month);
  expect(numbers.map(Number)).toEqual([parts, labour, total, hours].map(figure));

  // The same table as a PDF, which the server makes.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('report-pdf-cost-by-month').click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^cost-by-month-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
});

test('the printable view: no navigation, the farm and the period on top, in English and in Arabic', async ({
  page,
}, testInfo) => {
  await signIn(page, accounts.manager);
  await openReports(page);

  const checkPrint = async (language: 'en' | 'ar', periodWord: string) => {
    await page.emulateMedia({ media: 'print' });
    for (const chrome of ['top-bar', 'farm-banner', 'footer', 'reports-toolbar', 'reports-print'])
      await expect(page.getByTestId(chrome), chrome).toBeHidden();
    await expect(page.getByTestId('page-farm')).toContainText('Green Valley Farm');
    await expect(page.getByTestId('reports-period-text')).toContainText(periodWord);
    // Every view of a report on paper, with the definition printed under its title.
    await expect(page.getByTestId('report-cost-machine')).toBeVisible();
    await expect(page.getByTestId('report-cost').locator('.fm-report-print-only')).toBeVisible();

    const shot = await page.screenshot();
    await testInfo.attach(`print-${language}`, { body: shot, contentType: 'image/png' });
    // The heading is what the paper starts with: at the top, on the reading side.
    const title = await page.getByTestId('page-title').boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(title?.y).toBeLessThan(40);
    if (language === 'ar') expect((title?.x ?? 0) + (title?.width ?? 0)).toBeGreaterThan(width - 40);
    else expect(title?.x).toBeLessThan(40);

    // One report a page at least: the page breaks hold.
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThanOrEqual(9);
    await page.emulateMedia({ media: 'screen' });
  };

  await checkPrint('en', 'Period');
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await checkPrint('ar', 'الفترة');
});
