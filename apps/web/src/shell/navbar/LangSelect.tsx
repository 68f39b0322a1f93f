import { TranslationOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@kc/contract';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n/index.ts';
import { setLanguageSetting, useSettings } from '../settings.ts';

const LANGUAGE_NAMES: Record<Language, string> = { zh: '中文', en: 'English', es: 'Español' };

/** Language select zh / en / es (spec §2.4). */
export function LangSelect() {
  const { t } = useTranslation('shell');
  const { language } = useSettings();
  const { message } = App.useApp();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((l) => ({ key: l, label: <span data-testid={`language-option-${l}`}>{LANGUAGE_NAMES[l]}</span> })),
        onClick: ({ key }) => {
          if (key === language) return;
          void setLanguageSetting(key as Language).then(() => message.success(i18n.t('shell:language.switched', { lng: key })));
        },
      }}
    >
      <Button
        title={t('language.title')}
        type="text"
        icon={<TranslationOutlined />}
        data-testid="language-select"
        data-language={language}
        aria-label={t('language.title')}
      />
    </Dropdown>
  );
}
