import { voicePrint } from '@kc/contract';
import { Button, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignedUpload } from '../../components/useSignedUpload.ts';
import type { Row } from '../../resource/api.ts';
import type { FormWidget } from '../../resource/ResourceForm.tsx';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** A sample's player (the uploaded file, served to the school's staff). */
function SamplePlayer({ src, teacher, testId }: { src: string; teacher: string; testId: string }) {
  const { t } = useTranslation('healthLogs');
  // biome-ignore lint/a11y/useMediaCaption: a voice print's sample is a few words read aloud to recognise the voice, not content to follow.
  return <audio controls preload="none" src={src} aria-label={t('samplePlayer', { teacher })} data-testid={testId} />;
}

/** The AudioPath of the form: the sample's player and its upload button (Upload/Audio). */
const AudioField: FormWidget = ({ value, onChange, record, 'data-testid': testId }) => {
  const { t } = useTranslation('healthLogs');
  const { props, busy } = useSignedUpload('Audio', (path) => onChange?.(path), {
    types: (types) => t('audioTypes', { types }),
    tooLarge: (size) => t('audioTooLarge', { size }),
  });
  const src = typeof value === 'string' && value ? value : null;
  return (
    <Space wrap>
      {src && <SamplePlayer src={src} teacher={String(record?.TeacherName ?? '')} testId={`${testId}-player`} />}
      <Upload {...props}>
        <Button loading={busy} data-testid={testId}>
          {t(src ? 'changeAudio' : 'uploadAudio')}
        </Button>
      </Upload>
    </Space>
  );
};
const formWidgets = { AudioPath: AudioField };

/** /Ai/VoicePrint: teachers' voice prints for speaker separation; the sample uploads and plays in the form and the detail. */
export default function VoicePrintsPage() {
  const { t } = useTranslation('healthLogs');
  const samplePlayer = (row: Row) => [
    {
      key: 'sample',
      label: t('sample'),
      children: <SamplePlayer src={String(row.AudioPath)} teacher={String(row.TeacherName ?? '')} testId="voice-print-player" />,
    },
  ];
  return <ResourcePage def={voicePrint} formWidgets={formWidgets} detailExtra={samplePlayer} addDefaults={{ State: 0 }} />;
}
