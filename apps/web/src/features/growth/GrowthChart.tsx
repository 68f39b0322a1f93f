import { LineChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// The one module that loads ECharts: GrowthCurves imports it lazily, so the chart library is a
// chunk of its own, fetched when a curve is first opened. SVG keeps the drawing in the DOM.
echarts.use([LineChart, ScatterChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface BandPoint {
  X: number;
  Sd: number[];
}

export interface GrowthChartProps {
  bands: BandPoint[];
  points: { x: number; y: number; label: string }[];
  xName: string;
  yName: string;
  childName: string;
  /** The SD lines' names, −3 … +3. */
  sdNames: string[];
  /** The chart's text alternative (its points said in words). */
  summary: string;
  testId: string;
}

/** WHO's colours: ±3 SD red, ±2 SD orange, ±1 SD and the median green. */
const SD_COLOURS = ['#cf1322', '#d46b08', '#389e0d', '#237804', '#389e0d', '#d46b08', '#cf1322'];

/** One growth chart: the seven SD lines of the WHO bands and the child's measurements over them. */
export default function GrowthChart({ bands, points, xName, yName, childName, sdNames, summary, testId }: GrowthChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = echarts.init(el, undefined, { renderer: 'svg' });
    const xs = [...bands.map((b) => b.X), ...points.map((p) => p.x)];
    chart.setOption({
      animation: false,
      grid: { left: 48, right: 56, top: 40, bottom: 40 },
      legend: { top: 0, data: [childName] },
      tooltip: { trigger: 'item' },
      xAxis: {
        type: 'value',
        name: xName,
        nameLocation: 'middle',
        nameGap: 26,
        min: Math.floor(Math.min(...xs)),
        max: Math.ceil(Math.max(...xs)),
      },
      yAxis: { type: 'value', name: yName, scale: true },
      series: [
        ...sdNames.map((name, i) => ({
          name,
          type: 'line',
          data: bands.map((b) => [b.X, b.Sd[i]]),
          showSymbol: false,
          silent: true,
          lineStyle: { width: i === 3 ? 2 : 1, color: SD_COLOURS[i], type: i === 3 ? 'solid' : 'dashed' },
          endLabel: { show: true, formatter: name, color: SD_COLOURS[i], fontSize: 10 },
        })),
        {
          name: childName,
          type: 'line',
          data: points.map((p) => ({ value: [p.x, p.y], name: p.label })),
          symbolSize: 9,
          lineStyle: { color: '#0050b3', width: 2 },
          itemStyle: { color: '#0050b3' },
          tooltip: { formatter: (p: { name: string }) => p.name },
          z: 10,
        },
      ],
    });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [bands, points, xName, yName, childName, sdNames]);
  return (
    <div
      ref={box}
      role="img"
      aria-label={summary}
      data-testid={testId}
      data-points={points.length}
      style={{ width: '100%', height: 360 }}
    />
  );
}
