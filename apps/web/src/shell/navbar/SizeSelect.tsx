import { FontSizeOutlined } from '@ant-design/icons';
import { SIZES, type Size } from '@kc/contract';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { setSize, useSettings } from '../settings.ts';

/** Size select medium / small / mini: refreshes the current view through /Redirect (spec §2.4). */
export function SizeSelect() {
  const { t } = useTranslation('shell');
  const { size } = useSettings();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onSelect = (next: Size) => {
    if (next === size) return;
    setSize(next);
    navigate(`/Redirect${pathname}${search}`, { replace: true });
    void message.success(t('size.switched'));
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((s) => ({ key: s, label: <span data-testid={`size-option-${s}`}>{t(`size.${s}`)}</span> })),
        onClick: ({ key }) => onSelect(key as Size),
      }}
    >
      <Button
        title={t('size.title')}
        type="text"
        icon={<FontSizeOutlined />}
        data-testid="size-select"
        data-size={size}
        aria-label={t('size.title')}
      />
    </Dropdown>
  );
}
