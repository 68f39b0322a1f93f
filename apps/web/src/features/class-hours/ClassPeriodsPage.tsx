import { classPeriod, classPeriodSignin } from '@kc/contract';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlQuery } from '../../lib/urlQuery.ts';
import type { Row } from '../../resource/api.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { SignInDialog } from './SignInDialog.tsx';

/**
 * /Teach/ClassPeriod: the sessions of hour-based courses, each signed in through its dialog (a
 * sign-in takes an hour of the child's effective hours contract), and the sign-ins.
 */
export default function ClassPeriodsPage() {
  const { t } = useTranslation('classHours');
  const [params, change] = useUrlQuery();
  const tab = params.get('tab') ?? 'sessions';
  const can = useMenuGrants(classPeriod.menu);
  const [signing, setSigning] = useState<Row | null>(null);
  return (
    <>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => change({ tab: key }, { keep: [] })}
        items={[
          {
            key: 'sessions',
            label: <span data-testid="periods-tab-sessions">{t('sessions')}</span>,
            children: (
              <ResourcePage
                def={classPeriod}
                rowActions={(row) => [
                  can('edit') && { key: 'signin', label: t('signInAction'), testId: 'period-signin', onClick: () => setSigning(row) },
                ]}
              />
            ),
          },
          {
            key: 'signins',
            label: <span data-testid="periods-tab-signins">{t('signins')}</span>,
            children: <ResourcePage def={classPeriodSignin} />,
          },
        ]}
      />
      <SignInDialog period={signing} onClose={() => setSigning(null)} />
    </>
  );
}
