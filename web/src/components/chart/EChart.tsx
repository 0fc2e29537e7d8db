import { init, type EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface EChartProps {
  /** Built by the caller, who registers the echarts parts it uses (so each chunk carries only those). */
  option: EChartsCoreOption;
  height: number;
  testId: string;
}

/** An echarts chart that follows its box's size and the language, and is disposed with the component. */
export function EChart({ option, height, testId }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const { i18n } = useTranslation();

  useEffect(() => {
    if (!element.current) return;
    const chart = init(element.current, undefined, { locale: i18n.language === 'fr' ? 'FR' : 'EN' });
    chart.setOption(option);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [option, i18n.language]);

  return <div ref={element} style={{ width: '100%', height }} data-testid={testId} />;
}
