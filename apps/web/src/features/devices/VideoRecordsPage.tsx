import { VIDEO_RETENTION, videoFileUrl, videoRecord } from '@kc/contract';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../resource/api.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

const clipUrl = (row: Row) => videoFileUrl(Number(row.VideoRecordId));

/**
 * /Ai/VideoRecord: cameras' clips with their retention. A clip opens in its own tab (the browser
 * plays it; the server serves it only within the caller's scope) and plays in its detail view.
 */
export default function VideoRecordsPage() {
  const { t } = useTranslation('devices');
  return (
    <ResourcePage
      def={videoRecord}
      addDefaults={{ RetentionDays: VIDEO_RETENTION.default }}
      rowActions={(row) => [
        {
          key: 'open',
          label: t('openClip'),
          testId: 'video-open',
          onClick: () => window.open(clipUrl(row), '_blank', 'noopener'),
        },
      ]}
      detailExtra={(row) => [
        {
          key: 'clip',
          label: t('clip'),
          children: (
            // biome-ignore lint/a11y/useMediaCaption: camera clips have no speech track to caption.
            <video
              controls
              preload="none"
              src={clipUrl(row)}
              style={{ width: '100%', maxHeight: 320 }}
              aria-label={t('clipPlayer', { camera: String(row.CameraName ?? '') })}
              data-testid="video-player"
            />
          ),
        },
      ]}
    />
  );
}
