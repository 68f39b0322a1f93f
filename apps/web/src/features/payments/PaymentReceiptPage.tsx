import { api, PAY_METHOD_OPTIONS } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { QueryFallback } from '../../components/QueryState.tsx';
import { screenById } from '../../components/ScreenById.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { yuan } from './StatementPanel.tsx';

/** /Market/PaymentReceipt?ContractPaymentId=: a payment's receipt, printed through the browser (print to PDF). */
export default screenById('ContractPaymentId', Receipt);

function Receipt({ id }: { id: number }) {
  const { t } = useTranslation('payments');
  const text = useOptionText();
  const receipt = useQuery({
    queryKey: ['payments', 'receipt', id],
    queryFn: () => call(api.contractPaymentReceipt, { ContractPaymentId: id }, { silent: true }),
  });
  if (!receipt.isSuccess) return <QueryFallback query={receipt} rows={8} />;
  const r = receipt.data;
  return (
    <Card
      extra={
        <Button type="primary" className="no-print" onClick={() => window.print()} data-testid="receipt-print">
          {t('print')}
        </Button>
      }
      data-testid="receipt"
    >
      <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0 }}>
        {r.SchoolName} · {t('receiptTitle')}
      </Typography.Title>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('receiptNo')}>
          <span data-testid="receipt-no">{r.ReceiptNo}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('paidAt')}>{new Date(r.PayTime).toLocaleString()}</Descriptions.Item>
        <Descriptions.Item label={t('child')}>{`${r.StudentName}${r.ClassName ? ` · ${r.ClassName}` : ''}`}</Descriptions.Item>
        <Descriptions.Item label={t('contract')}>{r.ContractNo}</Descriptions.Item>
        <Descriptions.Item label={t('amount')}>
          <strong data-testid="receipt-amount">{yuan(r.Amount)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('method')}>
          {text(PAY_METHOD_OPTIONS, r.Method)}
          {r.Reference ? ` · ${r.Reference}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('paidBy')}>{r.PayerName}</Descriptions.Item>
        <Descriptions.Item label={t('recordedBy')}>{r.RecordedBy ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('contractPaid')}>{yuan(r.ContractPaid)}</Descriptions.Item>
        <Descriptions.Item label={t('contractOwed')}>{yuan(r.ContractOwed)}</Descriptions.Item>
      </Descriptions>
      <Table
        style={{ marginTop: 16 }}
        size="small"
        pagination={false}
        rowKey="Seq"
        dataSource={r.Lines}
        columns={[
          { title: t('seq'), dataIndex: 'Seq' },
          { title: t('dueDate'), dataIndex: 'DueDate' },
          { title: t('amount'), dataIndex: 'Amount', render: yuan },
        ]}
      />
      {r.Remark && <p style={{ marginTop: 12 }}>{r.Remark}</p>}
    </Card>
  );
}
