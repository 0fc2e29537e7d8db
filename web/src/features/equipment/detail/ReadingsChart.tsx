import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { use as registerEchartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/chart/EChart';

// Only the pieces this chart draws are registered, which keeps echarts to a fraction of its size.
registerEchartsParts([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

interface ReadingsChartProps {
  /** Newest first, as the server sends them. */
  readings: readonly { id: string; value: number; readAt: string }[];
  unit: string;
}

/** The meter over time, oldest reading on the left (on the right in RTL). */
export function ReadingsChart({ readings, unit }: ReadingsChartProps) {
  const { token } = theme.useToken();
  const { i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';

  const option = useMemo(() => {
    const points = [...readings].reverse().map((reading) => [reading.readAt, reading.value]);
    return {
      grid: { left: 56, right: 24, top: 16, bottom: 32 },
      tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => `${String(value)} ${unit}` },
      xAxis: { type: 'time', inverse: rtl, axisLabel: { color: token.colorTextSecondary } },
      yAxis: {
        type: 'value',
        scale: true,
        position: rtl ? 'right' : 'left',
        axisLabel: { color: token.colorTextSecondary },
      },
      series: [{ type: 'line', data: points, showSymbol: true, itemStyle: { color: token.colorPrimary } }],
    };
  }, [readings, unit, rtl, token.colorPrimary, token.colorTextSecondary]);

  return <EChart option={option} height={280} testId="equipment-readings-chart" />;
}
