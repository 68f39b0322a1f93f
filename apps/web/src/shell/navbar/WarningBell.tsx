import BellOutlined from '@ant-design/icons/BellOutlined';
import { api, type LiveWarning, WARNING_LEVEL, WARNING_TYPE_OPTIONS, warningEvent } from '@kc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../api/request.ts';
import { useMenu } from '../../auth/session.ts';
import { useOptionText } from '../../components/useOptionText.ts';
import { ALERTS_KEY } from '../../features/alerts/controlRoomData.ts';
import { OPEN_COUNT_KEY } from '../../features/alerts/warningViews.ts';
import { resourceKey, useMenuGrants } from '../../resource/hooks.ts';
import { pathOfRoute } from '../../router/routeByName.ts';
import { useLiveWarnings } from './liveWarnings.ts';

/** The top bar's warnings, for a role that may see them (the Warm view grant). */
export function WarningBell() {
  const can = useMenuGrants(warningEvent.menu);
  return can('view') ? <LiveBell /> : null;
}

/**
 * The count of open warnings (new or acknowledged) of the user's scope as a badge, kept current
 * by the live feed: a warning raised anywhere the user may see pops up as a notification (the
 * child, class, school and value; a click opens the list) and every warning list on screen is
 * read again.
 */
function LiveBell() {
  const { t } = useTranslation('shell');
  const text = useOptionText();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const path = pathOfRoute(useMenu(), warningEvent.menu);
  const count = useQuery({
    queryKey: OPEN_COUNT_KEY,
    queryFn: ({ signal }) => call(api.warningOpenCount, {}, { silent: true, signal }),
    refetchInterval: 5 * 60_000,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ALERTS_KEY });
    void queryClient.invalidateQueries({ queryKey: resourceKey(warningEvent.name) });
  };
  useLiveWarnings({
    onRaised: (w: LiveWarning) => {
      const open = w.Level === WARNING_LEVEL.Critical ? notification.error : notification.warning;
      open({
        key: `warning-${w.WarningEventId}`,
        title: t('warnings.raised', { type: text(WARNING_TYPE_OPTIONS, w.Type) }),
        description: [w.StudentName, w.ClassName, w.SchoolName, w.Value].filter(Boolean).join(' · '),
        duration: 10,
        props: { 'data-testid': 'warning-notification' } as Record<string, string>,
        onClick: () => path && navigate(path),
      });
      refresh();
    },
    onChanged: refresh,
  });
  const open = count.data?.Open ?? 0;
  const label = t('warnings.open', { count: open });
  return (
    <Tooltip title={label}>
      <Badge count={open} size="small" offset={[-4, 4]} data-testid="warning-badge" data-count={open}>
        <Button type="text" icon={<BellOutlined />} aria-label={label} data-testid="warning-bell" onClick={() => path && navigate(path)} />
      </Badge>
    </Tooltip>
  );
}
