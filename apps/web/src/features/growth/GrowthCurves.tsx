import { api, type OutputOf } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Modal, Skeleton, Tabs, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { Loaded } from '../../components/QueryState.tsx';
import { GROWTH_KEY } from './keys.ts';

// ECharts comes with the chart, in its own chunk, when a curve is first opened.
const GrowthChart = lazy(() => import('./GrowthChart.tsx'));

type Curve = OutputOf<typeof api.hwCurve>;
type Point = Curve['Points'][number];

interface Indicator {
  key: 'weightForAge' | 'heightForAge' | 'weightForHeight' | 'bmiForAge';
  bands: (c: Curve) => Curve['Bands']['WeightForAge'];
  x: (p: Point) => number;
  y: (p: Point) => number;
  z: (p: Point) => number | null;
  xName: 'ageMonths' | 'heightCm';
  yName: 'weightKg' | 'heightCm' | 'bmi';
}

const INDICATORS: Indicator[] = [
  {
    key: 'weightForAge',
    bands: (c) => c.Bands.WeightForAge,
    x: (p) => p.AgeMonths,
    y: (p) => p.Weight,
    z: (p) => p.WeightForAgeZ,
    xName: 'ageMonths',
    yName: 'weightKg',
  },
  {
    key: 'heightForAge',
    bands: (c) => c.Bands.HeightForAge,
    x: (p) => p.AgeMonths,
    y: (p) => p.Height,
    z: (p) => p.HeightForAgeZ,
    xName: 'ageMonths',
    yName: 'heightCm',
  },
  {
    key: 'weightForHeight',
    bands: (c) => c.Bands.WeightForHeight,
    x: (p) => p.Height,
    y: (p) => p.Weight,
    z: (p) => p.WeightForHeightZ,
    xName: 'heightCm',
    yName: 'weightKg',
  },
  {
    key: 'bmiForAge',
    bands: (c) => c.Bands.BmiForAge,
    x: (p) => p.AgeMonths,
    y: (p) => p.Bmi,
    z: (p) => p.BmiForAgeZ,
    xName: 'ageMonths',
    yName: 'bmi',
  },
];

/** A child's four growth charts over the WHO bands, in tabs. */
function Charts({ curve }: { curve: Curve }) {
  const { t } = useTranslation('growth');
  const sdNames = useMemo(
    () => [-3, -2, -1, 0, 1, 2, 3].map((sd) => (sd === 0 ? t('median') : t('sd', { sd: sd > 0 ? `+${sd}` : sd }))),
    [t],
  );
  const items = INDICATORS.map((ind) => {
    const points = curve.Points.filter((p) => ind.z(p) != null || ind.key !== 'weightForHeight').map((p) => ({
      x: ind.x(p),
      y: ind.y(p),
      label: t('pointText', {
        date: p.MeasureDate,
        x: `${ind.x(p)} ${t(ind.xName)}`,
        y: `${ind.y(p)} ${t(ind.yName)}`,
        z: ind.z(p) ?? '–',
      }),
    }));
    const title = t(ind.key);
    const summary = t('chartSummary', {
      title,
      count: points.length,
      name: curve.StudentName,
      points: points.length ? points.map((p) => p.label).join('; ') : t('noPoints'),
    });
    return {
      key: ind.key,
      label: <span data-testid={`growth-tab-${ind.key}`}>{title}</span>,
      children: (
        <Suspense fallback={<Skeleton active />}>
          <GrowthChart
            bands={ind.bands(curve)}
            points={points}
            xName={t(ind.xName)}
            yName={t(ind.yName)}
            childName={curve.StudentName}
            sdNames={sdNames}
            summary={summary}
            testId={`growth-chart-${ind.key}`}
          />
        </Suspense>
      ),
    };
  });
  return (
    <>
      <Tabs items={items} destroyOnHidden />
      <Typography.Text type="secondary">{t('source')}</Typography.Text>
    </>
  );
}

/** The growth curves of a child in a dialog (a row's action on the list and the report). */
export function GrowthCurvesDialog({ child, onClose }: { child: { id: number; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation('growth');
  const curve = useQuery({
    queryKey: [...GROWTH_KEY, 'curve', child?.id],
    queryFn: () => call(api.hwCurve, { StudentId: child?.id as number }, { silent: true }),
    enabled: child != null,
  });
  return (
    <Modal
      open={child != null}
      title={t('curveTitle', { name: child?.name ?? '' })}
      onCancel={onClose}
      footer={null}
      width={880}
      destroyOnHidden
      data-testid="growth-curves"
    >
      {child && <Loaded query={curve} testId="growth-curve" render={(c) => <Charts curve={c} />} />}
    </Modal>
  );
}
