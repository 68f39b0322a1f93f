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

// ECharts' legend defaults: 12 px text, a 25 px icon 5 px from it, 10 px between items and rows, 5 px padding.
const LEGEND = { font: '12px sans-serif', icon: 30, gap: 10, row: 24, padding: 10 };

/**
 * The rows a wrapping legend of these names takes in `width` px: the grid starts below them, so a
 * narrow screen (390 px, Spanish names) shows every name whole instead of a paged, cut legend.
 */
function legendRows(names: string[], width: number): number {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return 1;
  ctx.font = LEGEND.font;
  let rows = 1;
  let x = 0;
  for (const name of names) {
    const w = LEGEND.icon + ctx.measureText(name).width;
    if (x > 0 && x + w > width - LEGEND.padding) {
      rows += 1;
      x = 0;
    }
    x += w + LEGEND.gap;
  }
  return rows;
}

/** Months along x, one bar or line per series. */
export default function FinanceChart({ months, series, yName, summary, testId }: FinanceChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = echarts.init(el, undefined, { renderer: 'svg' });
    // Below the legend's rows, room for the y axis' name.
    const top = () =>
      legendRows(
        series.map((s) => s.name),
        el.clientWidth,
      ) *
        LEGEND.row +
      24;
    chart.setOption({
      animation: false,
      grid: { left: 56, right: 16, top: top(), bottom: 32 },
      legend: { top: 0 },
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
    const resize = new ResizeObserver(() => {
      chart.setOption({ grid: { top: top() } });
      chart.resize();
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [months, series, yName]);
  return <div ref={box} role="img" aria-label={summary} data-testid={testId} style={{ width: '100%', height: 300 }} />;
}
