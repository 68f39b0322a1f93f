import { billAttendanceDetail, formatCents, PRICE_MODEL_OPTIONS, schoolJoinBill } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../components/QueryState.tsx';
import { screenById } from '../../components/ScreenById.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { resourceCall } from '../../resource/api.ts';
import { useLang } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** The bill the details belong to: month, price model, amount. */
function BillSummary({ id }: { id: number }) {
  const { t } = useTranslation('billing');
  const text = useOptionText();
  const lang = useLang();
  const bill = useQuery({
    queryKey: ['resource', schoolJoinBill.name, 'summary', id],
    queryFn: () => resourceCall(schoolJoinBill, 'GetDetail', { BillId: id }, { silent: true }),
  });
  if (!bill.isSuccess) return <QueryFallback query={bill} rows={2} />;
  const b = bill.data;
  const label = (f: keyof typeof schoolJoinBill.fields) => schoolJoinBill.fields[f].label[lang];
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} style={{ marginBottom: 16 }} data-testid="bill-summary" title={t('billOf')}>
      <Descriptions.Item label={label('BillMonth')}>{String(b.BillMonth)}</Descriptions.Item>
      <Descriptions.Item label={label('PriceModel')}>{text(PRICE_MODEL_OPTIONS, b.PriceModel)}</Descriptions.Item>
      <Descriptions.Item label={label('UnitPrice')}>{formatCents(Number(b.UnitPrice))}</Descriptions.Item>
      <Descriptions.Item label={label('Amount')}>
        <span data-testid="bill-summary-amount">{formatCents(Number(b.Amount))}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** /SchoolJoin/BillAttendanceDetails?BillId=: each child's days on the register and billable days of one bill. */
function BillAttendanceDetails({ id }: { id: number }) {
  return <ResourcePage def={billAttendanceDetail} fixed={{ BillId: id }} header={<BillSummary id={id} />} />;
}

export default screenById('BillId', BillAttendanceDetails);
