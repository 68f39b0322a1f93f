import { toThousands } from '@kc/contract';
import { theme } from 'antd';

export interface Bar {
  key: string;
  label: string;
  value: number;
}

/** A plain horizontal bar list: each bar's length is its share of the largest value. */
export function BarList({ items, testId }: { items: Bar[]; testId?: string }) {
  const { token } = theme.useToken();
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <ul data-testid={testId} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
      {items.map((item) => (
        <li key={item.key} style={{ display: 'grid', gridTemplateColumns: 'minmax(72px, 30%) 1fr 48px', alignItems: 'center', gap: 8 }}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={item.label}>
            {item.label}
          </span>
          <span style={{ background: token.colorFillSecondary, borderRadius: 4, height: 12, overflow: 'hidden' }}>
            <span
              style={{
                display: 'block',
                height: '100%',
                width: `${(item.value / max) * 100}%`,
                background: token.colorPrimary,
                borderRadius: 4,
              }}
            />
          </span>
          <span style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{toThousands(item.value)}</span>
        </li>
      ))}
    </ul>
  );
}
