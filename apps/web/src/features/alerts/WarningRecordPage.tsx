import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MissingId } from '../../components/QueryState.tsx';
import { WarningList } from './WarningList.tsx';
import { warningsOfType, warningTypeOf } from './warningViews.ts';

/** /Ai/WarningRecord/{WarningType}: the warnings of one type (a link from a count of them). */
export default function WarningRecordPage() {
  const { t } = useTranslation('alerts');
  const { WarningType } = useParams();
  const type = warningTypeOf(WarningType);
  const def = useMemo(() => (type == null ? null : warningsOfType(type)), [type]);
  const fixed = useMemo(() => ({ Type: type }), [type]);
  if (type == null || !def) return <MissingId title={t('unknownType', { type: WarningType ?? '' })} testId="warning-type-unknown" />;
  return <WarningList def={def} fixed={fixed} />;
}
