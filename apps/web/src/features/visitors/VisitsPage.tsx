import { VISIT_STATE, VISIT_TEMPERATURE, visit } from '@kc/contract';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { Row } from '../../resource/api.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

type Render = (value: unknown, row: Row, index: number) => ReactNode;

/** The temperature column with a fever (from 37.3 °C) in red. */
const markFever = (built: ColumnsType<Row>): ColumnsType<Row> =>
  built.map((c) => {
    if (c.key !== 'Temperature') return c;
    const shown = (c as { render?: Render }).render;
    const render: Render = (value, row, index) => {
      const text = shown ? shown(value, row, index) : String(value ?? '');
      if (value == null || Number(value) < VISIT_TEMPERATURE.fever) return text;
      return (
        <Typography.Text type="danger" strong data-testid="visit-fever">
          {text}
        </Typography.Text>
      );
    };
    return { ...c, render };
  });

/** /Ai/Visit: the visitor register, from its definition; a new visit starts as "on site, now". */
export default function VisitsPage() {
  return <ResourcePage def={visit} addDefaults={{ State: VISIT_STATE.In, VisitTime: dayjs() }} columns={markFever} />;
}
