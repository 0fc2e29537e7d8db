import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerEchartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/chart/EChart';
import { Panel } from './Panel';

// Its own chunk (lazy): the tiles show before echarts has loaded.
registerEchartsParts([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

interface DashboardChartsProps {
  weeks: readonly { weekStart: string; opened: number; completed: number }[];
  downtime: readonly { equipment: { code: string }; hours: number }[];
}

/** Orders opened and completed per week, and the machines most down over 90 days. */
export function DashboardCharts({ weeks, downtime }: DashboardChartsProps) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const rtl = i18n.dir() === 'rtl';
  const axisLabel = useMemo(() => ({ color: token.colorTextSecondary }), [token.colorTextSecondary]);

  const perWeek = useMemo(
    () => ({
      grid: { left: 40, right: 40, top: 40, bottom: 32 },
      legend: { top: 0 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', inverse: rtl, axisLabel, data: weeks.map((week) => week.weekStart.slice(5)) },
      yAxis: { type: 'value', minInterval: 1, position: rtl ? 'right' : 'left', axisLabel },
      series: [
        { name: t('dashboard.charts.opened'), type: 'bar', data: weeks.map((week) => week.opened) },
        { name: t('dashboard.charts.completed'), type: 'bar', data: weeks.map((week) => week.completed) },
      ],
    }),
    [weeks, rtl, t, axisLabel],
  );
  const byMachine = useMemo(
    () => ({
      grid: { left: 80, right: 80, top: 16, bottom: 32, containLabel: false },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value: unknown) => t('dashboard.charts.hours', { count: Number(value) }),
      },
      xAxis: { type: 'value', inverse: rtl, axisLabel },
      yAxis: {
        type: 'category',
        inverse: true,
        position: rtl ? 'right' : 'left',
        axisLabel,
        data: downtime.map((row) => row.equipment.code),
      },
      series: [{ type: 'bar', data: downtime.map((row) => row.hours), itemStyle: { color: token.colorError } }],
    }),
    [downtime, rtl, t, token.colorError, axisLabel],
  );

  return (
    <div
      style={{
        display: 'grid',
        gap: token.margin,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
      }}
    >
      <Panel title={t('dashboard.charts.ordersPerWeek')}>
        <EChart option={perWeek} height={260} testId="dashboard-chart-weeks" />
      </Panel>
      <Panel title={t('dashboard.charts.downtime')}>
        <EChart option={byMachine} height={260} testId="dashboard-chart-downtime" />
      </Panel>
    </div>
  );
}
