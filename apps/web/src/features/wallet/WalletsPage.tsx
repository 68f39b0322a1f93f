import { schoolRecharge, schoolWallet, withdrawalApply } from '@kc/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useScreenPath } from '../../components/ScreenLink.tsx';
import type { Row } from '../../resource/api.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { AdjustDialog, RechargeDialog, WithdrawDialog } from './WalletDialogs.tsx';

/**
 * /SchoolJoin/SchoolWallet: the wallets of the user's schools (a park admin: its school's), each
 * with its available balance, withdrawals in progress and the last ledger check; a row tops up
 * (then the payment page), applies for a withdrawal, opens its fund details, or (the platform) adjusts.
 */
export default function WalletsPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const canTopUp = useMenuGrants(schoolRecharge.menu)('add');
  const canWithdraw = useMenuGrants(withdrawalApply.menu)('add');
  const canAdjust = useMenuGrants(schoolWallet.menu)('edit');
  const payPath = useScreenPath('SchoolPay');
  const detailsPath = useScreenPath('SchoolWalletDetail');
  const [topUp, setTopUp] = useState<number | null>(null);
  const [withdraw, setWithdraw] = useState<Row | null>(null);
  const [adjust, setAdjust] = useState<number | null>(null);
  return (
    <>
      <ResourcePage
        def={schoolWallet}
        rowActions={(row) => [
          canTopUp && { key: 'topup', label: t('topUp'), testId: 'wallet-topup', onClick: () => setTopUp(Number(row.SchoolId)) },
          canWithdraw && { key: 'withdraw', label: t('withdraw'), testId: 'wallet-withdraw', onClick: () => setWithdraw(row) },
          !!detailsPath && {
            key: 'details',
            label: t('fundDetails'),
            testId: 'wallet-details',
            onClick: () => navigate(`${detailsPath}?SchoolId=${String(row.SchoolId)}`),
          },
          canAdjust && { key: 'adjust', label: t('adjust'), testId: 'wallet-adjust', onClick: () => setAdjust(Number(row.SchoolId)) },
        ]}
      />
      <RechargeDialog
        open={topUp != null}
        schoolId={topUp ?? undefined}
        onClose={() => setTopUp(null)}
        onCreated={(id) => payPath && navigate(`${payPath}?SchoolRechargeId=${id}`)}
      />
      <WithdrawDialog
        open={withdraw != null}
        schoolId={withdraw ? Number(withdraw.SchoolId) : undefined}
        balance={withdraw ? Number(withdraw.Balance) : undefined}
        onClose={() => setWithdraw(null)}
      />
      <AdjustDialog schoolId={adjust} onClose={() => setAdjust(null)} />
    </>
  );
}
