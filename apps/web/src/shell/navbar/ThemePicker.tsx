import { DEFAULT_THEME_COLOR } from '@kc/contract';
import { App, ColorPicker, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { setThemeColor, useSettings } from '../settings.ts';

const PRESETS = [DEFAULT_THEME_COLOR, '#1890FF', '#304156', '#212121', '#11A983', '#13C2C2', '#6959CD', '#F5222D'];

/** Theme colour (default #409EFF) applied through antd's colorPrimary token; no stylesheet is downloaded. */
export function ThemePicker() {
  const { t } = useTranslation('shell');
  const { themeColor } = useSettings();
  const { message } = App.useApp();
  return (
    <Tooltip title={t('theme.title')} placement="left">
      <span className="theme-picker" data-testid="theme-picker" data-color={themeColor}>
        <ColorPicker
          size="small"
          disabledAlpha
          value={themeColor}
          presets={[{ label: t('theme.title'), colors: PRESETS }]}
          onChangeComplete={(color) => {
            const hex = color.toHexString().toUpperCase();
            if (hex === themeColor.toUpperCase()) return;
            setThemeColor(hex);
            void message.success(t('theme.switched'));
          }}
        />
      </span>
    </Tooltip>
  );
}
