import { api, type Progress as CallProgress } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Progress } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/request.ts';

/** A fresh name for one long call (File/Progress takes 8–64 letters, digits, - or _). */
const newKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * The progress of a long call (an export, an import's check or writing): `begin()` names the next
 * call (pass the answer as its ProgressKey); while `running`, File/Progress is read twice a second.
 */
export function useCallProgress(running: boolean): { begin: () => string; progress: CallProgress | null } {
  const [key, setKey] = useState(newKey);
  const polled = useQuery({
    queryKey: ['call-progress', key],
    queryFn: ({ signal }) => call(api.fileProgress, { ProgressKey: key }, { silent: true, signal }),
    enabled: running,
    refetchInterval: running ? 500 : false,
    gcTime: 0,
  });
  const begin = () => {
    const next = newKey();
    setKey(next);
    return next;
  };
  return { begin, progress: running ? (polled.data ?? null) : null };
}

/** '1,200 of 5,000 rows' of a running call, or its stage alone before it knows its rows. */
export function useProgressText(): (progress: CallProgress | null, fallback: string) => string {
  const { t, i18n } = useTranslation('resource');
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (progress, fallback) => {
    if (progress?.Stage === 'read') return t('progress_read');
    if (!progress || progress.Total === 0) return fallback;
    return t(`progress_${progress.Stage}`, { done: n(progress.Done), total: n(progress.Total) });
  };
}

/** A bar and a line of a running call: determinate once the rows are known, else moving. */
export function CallProgressBar({ progress, fallback, testId }: { progress: CallProgress | null; fallback: string; testId?: string }) {
  const text = useProgressText();
  const known = !!progress && progress.Total > 0;
  const percent = known ? Math.floor((progress.Done / progress.Total) * 100) : 100;
  return (
    <div style={{ padding: '24px 0' }} data-testid={testId} data-done={progress?.Done} data-total={progress?.Total}>
      <Progress percent={percent} status="active" showInfo={known} aria-label={text(progress, fallback)} />
      <div style={{ textAlign: 'center', marginTop: 8 }} role="status">
        {text(progress, fallback)}
      </div>
    </div>
  );
}
