import { CustomerServiceOutlined, FundProjectionScreenOutlined, ReadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appLinks } from '../../api/request.ts';
import { useUser } from '../../auth/session.ts';
import { getToken } from '../../auth/token.ts';
import { bigScreenUrl } from '../urls.ts';

function IconLink(props: { href: string; title: string; icon: ReactNode; testId: string }) {
  if (!props.href) return null;
  return (
    <Tooltip title={props.title} placement="bottom">
      <Button
        type="text"
        icon={props.icon}
        href={props.href}
        target="_blank"
        rel="noopener noreferrer"
        data-testid={props.testId}
        aria-label={props.title}
      />
    </Tooltip>
  );
}

/** Customer-service, manual and big-screen links (window.__APP_CONFIG__.links). */
export function Links() {
  const { t } = useTranslation('shell');
  useUser(); // re-render after a role switch: the big-screen link carries the new token
  return (
    <>
      <IconLink
        href={appLinks.customerService}
        title={t('links.customerService')}
        icon={<CustomerServiceOutlined />}
        testId="customer-service-link"
      />
      <IconLink href={appLinks.manual} title={t('links.manual')} icon={<ReadOutlined />} testId="manual-link" />
      <IconLink
        href={appLinks.bigScreen ? bigScreenUrl(appLinks.bigScreen, getToken()) : ''}
        title={t('links.bigScreen')}
        icon={<FundProjectionScreenOutlined />}
        testId="big-screen-link"
      />
    </>
  );
}
