import { api, RECHARGE_STATE, schoolRecharge } from '@kc/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { useScreenPath } from '../../components/ScreenLink.tsx';
import { useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { RechargeDialog, useRefreshWallet } from './WalletDialogs.tsx';

/**
 * /SchoolJoin/SchoolRecharge: the top-ups of the user's schools; a new one opens its payment page
 * (SchoolPay), a pending one is paid there or closed.
 */
export default function RechargesPage() {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation('common');
  const can = useMenuGrants(schoolRecharge.menu);
  const navigate = useNavigate();
  const payPath = useScreenPath('SchoolPay');
  const refresh = useRefreshWallet();
  const [adding, setAdding] = useState(false);
  const pay = (id: number) => payPath && navigate(`${payPath}?SchoolRechargeId=${id}`);
  return (
    <>
      <ResourcePage
        def={schoolRecharge}
        toolbar={() => [can('add') && { key: 'new', label: t('newTopUp'), testId: 'recharge-new', onClick: () => setAdding(true) }]}
        rowActions={(row) =>
          row.State === RECHARGE_STATE.Pending
            ? [
                !!payPath && { key: 'pay', label: t('pay'), testId: 'recharge-pay', onClick: () => pay(Number(row.SchoolRechargeId)) },
                can('edit') && {
                  key: 'close',
                  label: tc('close'),
                  testId: 'recharge-close',
                  danger: true,
                  confirm: { title: t('closeConfirm'), cancelText: tc('keep'), testId: 'recharge-close-confirm' },
                  onClick: async () => {
                    await call(api.schoolRechargeClose, { SchoolRechargeId: Number(row.SchoolRechargeId) });
                    notify.success(t('closed'));
                    refresh();
                  },
                },
              ]
            : []
        }
      />
      <RechargeDialog open={adding} onClose={() => setAdding(false)} onCreated={pay} />
    </>
  );
}
