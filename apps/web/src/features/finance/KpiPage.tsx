import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUrlQuery } from '../../lib/urlQuery.ts';
import { KpiPanel } from './KpiPanel.tsx';
import { ProfitPanel } from './ProfitPanel.tsx';

/**
 * /SchoolFinance/SchoolKPIManage: the monthly KPI of the caller's schools (targets set in the
 * school KPI edit dialog, actuals computed by the server, achieved percent colour-coded, a chart)
 * and, as its second tab, the monthly profit per school (income − platform bills − other expenses).
 */
export default function KpiPage() {
  const { t } = useTranslation('finance');
  const [params, change] = useUrlQuery();
  const tab = params.get('tab') ?? 'kpi';
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      data-testid="finance-tabs"
      onChange={(key) => change({ tab: key }, { keep: [] })}
      items={[
        { key: 'kpi', label: <span data-testid="finance-tab-kpi">{t('kpi')}</span>, children: <KpiPanel /> },
        { key: 'profit', label: <span data-testid="finance-tab-profit">{t('profit')}</span>, children: <ProfitPanel /> },
      ]}
    />
  );
}
