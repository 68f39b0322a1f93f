import { api, type InputOf } from '@kc/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../api/request.ts';
import { downloadFile } from '../../resource/files.ts';

/** How often the screen asks how far the PDF job is. */
const POLL_MS = 500;

/**
 * A PDF job of the term reports: starts it, polls its progress while it runs, and downloads the
 * file once it is made (served to this account alone).
 */
export function usePdfJob() {
  const [jobId, setJobId] = useState<number | null>(null);
  const start = useMutation({
    mutationFn: (input: InputOf<typeof api.developmentReportPdfStart>) => call(api.developmentReportPdfStart, input),
    onSuccess: ({ JobId }) => setJobId(JobId),
  });
  const progress = useQuery({
    queryKey: ['reports', 'pdf-job', jobId],
    queryFn: () => call(api.developmentReportPdfProgress, { JobId: jobId as number }),
    enabled: jobId != null,
    refetchInterval: (q) => (q.state.data && (q.state.data.State === 'done' || q.state.data.State === 'failed') ? false : POLL_MS),
  });
  const data = jobId != null ? progress.data : undefined;
  useEffect(() => {
    if (data?.State === 'done' && data.FilePath) {
      downloadFile(data.FilePath);
      setJobId(null);
    }
  }, [data]);
  const running = start.isPending || (jobId != null && data?.State !== 'failed');
  const percent = data && data.Total > 0 ? Math.round((data.Done / data.Total) * 100) : 0;
  return { start: start.mutate, running, percent, failed: data?.State === 'failed' };
}
