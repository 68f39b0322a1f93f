import { type ContractQuote, formatCents } from '@kc/contract';
import { Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';

type Lines = Pick<ContractQuote, 'Lines' | 'Discounts'> & Partial<Pick<ContractQuote, 'ListAmount' | 'DiscountAmount' | 'TotalAmount'>>;

/** A contract's lines, discounts and totals in yuan, as the server computed them (the quote, the detail, the print view). */
export function QuoteTable({
  quote,
  totals,
}: {
  quote: Lines;
  totals: { ListAmount: number; DiscountAmount: number; TotalAmount: number };
}) {
  const { t } = useTranslation('contracts');
  return (
    <>
      <Table
        size="small"
        pagination={false}
        rowKey="Seq"
        dataSource={quote.Lines}
        data-testid="contract-lines"
        columns={[
          { title: t('line'), dataIndex: 'Name' },
          { title: t('quantity'), dataIndex: 'Quantity', render: (q: number, l) => (l.PerAttendedDay ? t('byAttendance') : q) },
          { title: t('unitPrice'), dataIndex: 'UnitPrice', align: 'right', render: (v: number) => formatCents(v) },
          { title: t('amount'), dataIndex: 'Amount', align: 'right', render: (v: number) => formatCents(v) },
        ]}
      />
      {quote.Discounts.length > 0 && (
        <Table
          size="small"
          pagination={false}
          rowKey="Seq"
          dataSource={quote.Discounts}
          data-testid="contract-discounts"
          columns={[
            { title: t('discount'), dataIndex: 'Name' },
            { title: t('amount'), dataIndex: 'Amount', align: 'right', render: (v: number) => `-${formatCents(v)}` },
          ]}
        />
      )}
      <Descriptions size="small" column={3} style={{ marginTop: 12 }}>
        <Descriptions.Item label={t('listAmount')}>¥{formatCents(totals.ListAmount)}</Descriptions.Item>
        <Descriptions.Item label={t('discountAmount')}>¥{formatCents(totals.DiscountAmount)}</Descriptions.Item>
        <Descriptions.Item label={t('totalAmount')}>
          <strong data-testid="contract-total">¥{formatCents(totals.TotalAmount)}</strong>
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
