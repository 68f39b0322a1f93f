import { ABILITY_LEVEL_MAX } from '@kc/contract';

export interface RadarAxis {
  key: string;
  label: string;
  /** 0..ABILITY_LEVEL_MAX; null: not assessed (drawn at the centre). */
  value: number | null;
}

const SIZE = 280;
const C = SIZE / 2;
const R = 100;
const LEVELS = Array.from({ length: ABILITY_LEVEL_MAX }, (_, i) => i + 1);

/**
 * The levels by domain as a radar (SVG, no chart library): rings at each level, an axis per
 * domain, the child's polygon. An image with a label for screen readers; the page shows the same
 * figures as a table beside it.
 */
export function RadarChart({ axes, label }: { axes: readonly RadarAxis[]; label: string }) {
  const n = axes.length;
  const at = (i: number, v: number) => {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
    return [C + (R * v * Math.cos(a)) / ABILITY_LEVEL_MAX, C + (R * v * Math.sin(a)) / ABILITY_LEVEL_MAX] as const;
  };
  const ring = (level: number) =>
    axes
      .map((_, i) => at(i, level))
      .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
      .join(' ');
  const shape = axes
    .map((a, i) => at(i, a.value ?? 0))
    .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
    .join(' ');
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={label}
      style={{ width: '100%', maxWidth: SIZE, height: 'auto' }}
      data-testid="report-radar"
    >
      {LEVELS.map((level) => (
        <polygon key={level} points={ring(level)} fill="none" stroke="#d9d9d9" />
      ))}
      {axes.map((a, i) => {
        const [x, y] = at(i, ABILITY_LEVEL_MAX);
        const [lx, ly] = at(i, ABILITY_LEVEL_MAX + 1.1);
        return (
          <g key={a.key}>
            <line x1={C} y1={C} x2={x} y2={y} stroke="#d9d9d9" />
            <text x={lx} y={ly} textAnchor="middle" dominantBaseline="middle" fontSize={12} fill="currentColor">
              {a.label}
            </text>
          </g>
        );
      })}
      <polygon points={shape} fill="rgba(22,119,255,0.2)" stroke="#1677ff" strokeWidth={2} data-testid="report-radar-shape" />
    </svg>
  );
}
