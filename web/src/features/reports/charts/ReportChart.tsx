import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerEchartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/chart/EChart';
import { chartOption, type ChartSpec } from './chartOption';

// Its own chunk (lazy, as the dashboard's charts): the tables show before echarts has loaded.
registerEchartsParts([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

interface ReportChartProps {
  spec: ChartSpec;
  height: number;
  testId: string;
}

/** A report's chart in the theme's text colour, mirrored in Arabic. */
export function ReportChart({ spec, height, testId }: ReportChartProps) {
  const { i18n } = useTranslation();
  const { token } = theme.useToken();
  const rtl = i18n.dir() === 'rtl';
  const option = useMemo(
    () => chartOption(spec, { rtl, textColor: token.colorTextSecondary }),
    [spec, rtl, token.colorTextSecondary],
  );
  return <EChart option={option} height={height} testId={testId} />;
}
