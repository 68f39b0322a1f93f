import { api, SPEECH_SETTING_BOUNDS as B, formatTime, type SpeechAnalysisSettings } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { ApiCallError, call } from '../../api/request.ts';
import { QueryFallback } from '../../components/QueryState.tsx';
import { fieldOfRefusal } from '../../lib/fieldOfRefusal.ts';
import { useLang, useMenuGrants } from '../../resource/hooks.ts';
import { SPEECH_SETTING_ORDER, speechSettingItems } from './speechSettingsText.ts';

const SETTINGS_KEY = ['speechSettings'];

/**
 * /Root/SpeechAnalysis: the speech metrics' settings of the network (platform). Each save makes a
 * new revision; recordings saved from then on are counted with it, and SpeechDetail shows which
 * revisions a day's figures come from.
 */
export default function SpeechSettingsPage() {
  const { t } = useTranslation('healthLogs');
  const { t: common } = useTranslation('common');
  const lang = useLang();
  const canEdit = useMenuGrants('SpeechAnalysis')('edit');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SpeechAnalysisSettings>();
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => call(api.speechSettings, {}, { silent: true }) });
  const save = useMutation({
    mutationFn: (values: SpeechAnalysisSettings) => call(api.speechSettingsUpdate, values),
    onSuccess: (saved) => {
      notify.success(t('settingsSaved', { revision: saved.Revision }));
      queryClient.setQueryData(SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ['resource', 'SpeechRecord'] });
    },
    onError: (e) => {
      const about = e instanceof ApiCallError ? fieldOfRefusal(e, (n) => SPEECH_SETTING_ORDER.includes(n as never)) : null;
      if (about) form.setFields([{ name: about.field as keyof SpeechAnalysisSettings, errors: [about.message] }]);
    },
  });

  if (!settings.isSuccess) return <QueryFallback query={settings} rows={6} testId="speech-settings" />;
  const s = settings.data;
  const labels = Object.fromEntries(speechSettingItems(s, lang, t).map((i) => [i.key, i.label]));
  const share = (name: 'TeacherShareMax' | 'ChildShareMin') => (
    <Form.Item name={name} label={labels[name]} rules={[{ required: true }]}>
      <InputNumber min={0} max={1} step={0.05} precision={2} style={{ width: '100%' }} data-testid={`speech-setting-${name}`} />
    </Form.Item>
  );
  return (
    <Card title={t('settingsTitle')} data-testid="speech-settings">
      <Typography.Paragraph type="secondary" data-testid="speech-settings-revision">
        {t('settingsRevision', { revision: s.Revision, time: formatTime(s.UpdateTime) })}
      </Typography.Paragraph>
      <Form
        key={s.Revision}
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        initialValues={s}
        disabled={!canEdit || save.isPending}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item name="RichnessWindow" label={labels.RichnessWindow} rules={[{ required: true }]}>
          <InputNumber
            min={B.RichnessWindow.min}
            max={B.RichnessWindow.max}
            precision={0}
            style={{ width: '100%' }}
            data-testid="speech-setting-RichnessWindow"
          />
        </Form.Item>
        <Form.Item name="MinWordLength" label={labels.MinWordLength} rules={[{ required: true }]}>
          <InputNumber
            min={B.MinWordLength.min}
            max={B.MinWordLength.max}
            precision={0}
            style={{ width: '100%' }}
            data-testid="speech-setting-MinWordLength"
          />
        </Form.Item>
        <Form.Item name="StopWords" label={labels.StopWords} extra={t('stopWordsHint')}>
          <Select mode="tags" tokenSeparators={[',', '，', ' ']} maxCount={B.StopWords.max} data-testid="speech-setting-StopWords" />
        </Form.Item>
        {share('TeacherShareMax')}
        {share('ChildShareMin')}
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="speech-settings-save">
            {common('save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
