import { api, formatCents, RECHARGE_CHANNEL_OPTIONS, RECHARGE_STATE, RECHARGE_STATE_OPTIONS } from '@kc/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../api/request.ts';
import { MissingId, QueryFallback } from '../../components/QueryState.tsx';
import { useScreenPath } from '../../components/ScreenLink.tsx';
import { useIdParam } from '../../components/useIdParam.ts';
import { useOptionText } from '../../components/useOptionText.ts';
import { useRefreshWallet } from './WalletDialogs.tsx';

const yuan = (cents: number) => `¥${formatCents(cents)}`;

/**
 * /SchoolJoin/SchoolPay?SchoolRechargeId=…: a top-up's payment page. The provider is simulated:
 * "Pay" posts the provider's signed notification (made by the server's simulator) to the public
 * notification endpoint, exactly as the provider would; the page then shows the credited balance.
 */
export default function SchoolPayPage() {
  const { t } = useTranslation('wallet');
  const text = useOptionText();
  const id = useIdParam('SchoolRechargeId');
  const navigate = useNavigate();
  const rechargesPath = useScreenPath('SchoolRecharge');
  const detailsPath = useScreenPath('SchoolWalletDetail');
  const refresh = useRefreshWallet();
  const page = useQuery({
    queryKey: ['resource', 'SchoolRecharge', 'payment', id],
    queryFn: () => call(api.schoolRechargePayment, { SchoolRechargeId: id as number }),
    enabled: id != null,
  });
  const pay = useMutation({
    mutationFn: async () => {
      const n = page.data?.Notification;
      if (!n) throw new Error(t('noPaymentHere'));
      return call(api.schoolRechargeNotify, n);
    },
    onSuccess: () => {
      refresh();
      void page.refetch();
    },
  });
  if (id == null) return <MissingId />;
  if (!page.isSuccess) return <QueryFallback query={page} />;
  const p = page.data;
  const back = rechargesPath && (
    <Button onClick={() => navigate(rechargesPath)} data-testid="pay-back">
      {t('backToRecharges')}
    </Button>
  );
  return (
    <Card title={t('payTitle')} style={{ maxWidth: 560 }} data-testid="school-pay">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('topUpNo')}>{p.RechargeNo}</Descriptions.Item>
        <Descriptions.Item label={t('school')}>{p.SchoolName}</Descriptions.Item>
        <Descriptions.Item label={t('amount')}>
          <span data-testid="pay-amount">{yuan(p.Amount)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('channel')}>{text(RECHARGE_CHANNEL_OPTIONS, p.Channel)}</Descriptions.Item>
        <Descriptions.Item label={t('state')}>
          <span data-testid="pay-state">{text(RECHARGE_STATE_OPTIONS, p.State)}</span>
        </Descriptions.Item>
      </Descriptions>
      {p.State === RECHARGE_STATE.Paid ? (
        <div data-testid="pay-done">
          <Result
            status="success"
            title={t('paidDone', { amount: yuan(p.Amount) })}
            subTitle={<span data-testid="pay-balance">{t('balanceNow', { amount: yuan(p.Balance) })}</span>}
            extra={
              <Space wrap>
                {back}
                {detailsPath && (
                  <Button type="primary" onClick={() => navigate(`${detailsPath}?SchoolId=${p.SchoolId}`)} data-testid="pay-details">
                    {t('fundDetails')}
                  </Button>
                )}
              </Space>
            }
          />
        </div>
      ) : p.Notification ? (
        <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
          <Typography.Paragraph type="secondary">{t('payHint')}</Typography.Paragraph>
          <Button type="primary" size="large" block loading={pay.isPending} onClick={() => pay.mutate()} data-testid="pay-submit">
            {t('payNow', { amount: yuan(p.Amount) })}
          </Button>
        </Space>
      ) : (
        <div data-testid="pay-closed">
          <Result status="warning" title={t('noPaymentHere')} extra={back} />
        </div>
      )}
    </Card>
  );
}
