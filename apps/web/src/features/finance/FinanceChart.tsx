import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// The finance screens' one module loading ECharts (the chart library the web already uses; see
// growth/GrowthChart.tsx): imported lazily, so it is a chunk fetched when a chart is first shown.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface ChartSeries {
  name: string;
  kind: 'bar' | 'line';
  values: (number | null)[];
  colour: string;
}

export interface FinanceChartProps {
  months: string[];
  series: ChartSeries[];
  yName: string;
  /** The chart's text alternative. */
  summary: string;
  testId: string;
}

/** Months along x, one bar or line per series. */
export default function FinanceChart({ months, series, yName, summary, testId }: FinanceChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = echarts.init(el, undefined, { renderer: 'svg' });
    chart.setOption({
      animation: false,
      grid: { left: 56, right: 16, top: 48, bottom: 32 },
      legend: { top: 0, type: 'scroll' },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: months },
      yAxis: { type: 'value', name: yName },
      series: series.map((s) => ({
        name: s.name,
        type: s.kind,
        data: s.values,
        itemStyle: { color: s.colour },
        lineStyle: { color: s.colour },
        connectNulls: false,
      })),
    });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [months, series, yName]);
  return <div ref={box} role="img" aria-label={summary} data-testid={testId} style={{ width: '100%', height: 300 }} />;
}
