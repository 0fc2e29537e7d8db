import type { EChartsCoreOption } from 'echarts/core';

/** One series of a report's chart; a line on the second axis draws a Pareto's cumulative share. */
export interface ChartSeries {
  name: string;
  type: 'bar' | 'line';
  data: readonly (number | null)[];
  /** Bars of one stack pile up (parts and labour of a month). */
  stack?: string;
  /** On the second value axis (0–100 %), at the chart's far side. */
  secondAxis?: boolean;
  color?: string;
}

export interface ChartSpec {
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Bars along the category axis running sideways: ranked machines, reasons, parts. */
  horizontal?: boolean;
  /** The value axis spans the values, not from 0: availabilities of 98–100 % differ visibly. */
  zoom?: boolean;
  /** How a value of the first axis reads in the tooltip. */
  format: (value: number) => string;
  /** How it reads on the axis, if shorter (12K for an amount of 12,000.00). */
  formatAxis?: (value: number) => string;
  /** The second axis' values (shares 0–1) as text. */
  formatShare?: (value: number) => string;
}

export interface ChartLook {
  rtl: boolean;
  /** Axis and legend text: the theme's secondary text colour. */
  textColor: string;
}

/** At most this many bars: a chart of 200 machines reads as noise; the table lists them all. */
export const MAX_BARS = 15;

/**
 * An echarts option for a report: category bars (or a line), stacked or side by side, with a
 * share line on a second axis if asked. Mirrored in Arabic: the category axis runs from the
 * right and the value axis stands on the right, as the dashboard's charts do.
 */
export function chartOption(spec: ChartSpec, { rtl, textColor }: ChartLook): EChartsCoreOption {
  const axisLabel = { color: textColor, hideOverlap: true };
  const shares = spec.series.some((series) => series.secondAxis);
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  const categoryAxis = {
    type: 'category',
    data: spec.categories,
    // Sideways bars read top-down; upright ones follow the reading direction.
    inverse: spec.horizontal ? true : rtl,
    axisLabel: { ...axisLabel, width: 120, overflow: 'truncate' },
    ...(spec.horizontal ? { position: start } : {}),
  };
  const valueAxes = [
    {
      type: 'value',
      axisLabel: { ...axisLabel, formatter: spec.formatAxis ?? spec.format },
      scale: spec.zoom,
      ...(spec.horizontal ? { inverse: rtl } : { position: start }),
    },
    ...(shares
      ? [{ type: 'value', min: 0, max: 1, position: end, axisLabel: { ...axisLabel, formatter: spec.formatShare } }]
      : []),
  ];
  return {
    animation: false,
    grid: { left: 8, right: 8, top: 36, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    legend: { top: 0, textStyle: { color: textColor }, show: spec.series.length > 1 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) => (typeof value === 'number' ? spec.format(value) : '—'),
    },
    xAxis: spec.horizontal ? valueAxes[0] : categoryAxis,
    yAxis: spec.horizontal ? categoryAxis : valueAxes,
    series: spec.series.map((series) => ({
      name: series.name,
      type: series.type,
      data: series.data,
      stack: series.stack,
      yAxisIndex: series.secondAxis ? 1 : 0,
      itemStyle: series.color ? { color: series.color } : undefined,
      ...(series.secondAxis
        ? {
            tooltip: {
              valueFormatter: (value: unknown) => (typeof value === 'number' ? spec.formatShare?.(value) : '—'),
            },
          }
        : {}),
    })),
  };
}

/** Sideways bars of the first rows of a ranked list (most first); null when it is empty. */
export function rankedBars(
  name: string,
  categories: readonly string[],
  values: readonly number[],
  format: (value: number) => string,
): ChartSpec | null {
  if (!values.length) return null;
  return {
    horizontal: true,
    categories: categories.slice(0, MAX_BARS),
    series: [{ name, type: 'bar', data: values.slice(0, MAX_BARS) }],
    format,
  };
}

/** A Pareto chart: counts most first, and the running share of the total as a line (0–100 %). */
export function paretoChart(
  names: { count: string; cumulative: string },
  rows: readonly { category: string; count: number; cumulativeShare: number }[],
  format: (value: number) => string,
  formatShare: (value: number) => string,
): ChartSpec | null {
  if (!rows.length) return null;
  const shown = rows.slice(0, MAX_BARS);
  return {
    categories: shown.map((row) => row.category),
    series: [
      { name: names.count, type: 'bar', data: shown.map((row) => row.count) },
      { name: names.cumulative, type: 'line', secondAxis: true, data: shown.map((row) => row.cumulativeShare) },
    ],
    format,
    formatShare,
  };
}

/** Parts and labour piled up per month, machine or category. */
export function partsLabourBars(
  names: { parts: string; labour: string },
  rows: readonly { category: string; parts: number; labour: number }[],
  format: (value: number) => string,
  horizontal = false,
): ChartSpec | null {
  if (!rows.length) return null;
  const shown = horizontal ? rows.slice(0, MAX_BARS) : rows;
  return {
    horizontal,
    categories: shown.map((row) => row.category),
    series: [
      { name: names.parts, type: 'bar', stack: 'cost', data: shown.map((row) => row.parts) },
      { name: names.labour, type: 'bar', stack: 'cost', data: shown.map((row) => row.labour) },
    ],
    format,
  };
}

/** The chart with a shorter text on its value axis than in its tooltip (12K for MAD 12,000.00). */
export function withAxisFormat(spec: ChartSpec | null, formatAxis: (value: number) => string): ChartSpec | null {
  return spec && { ...spec, formatAxis };
}
