import { CERT_STATE, CERT_STATE_OPTIONS } from '@kc/contract';
import { Tag } from 'antd';
import { useOptionText } from '../../components/useOptionText.ts';

const CERT_COLORS: Record<number, string> = {
  [CERT_STATE.Valid]: 'success',
  [CERT_STATE.Expiring]: 'warning',
  [CERT_STATE.Expired]: 'error',
};

/** The health certificate state as a coloured tag (nothing when no expiry is recorded). */
export function CertTag({ state }: { state: unknown }) {
  const text = useOptionText();
  if (state == null) return null;
  return (
    <Tag color={CERT_COLORS[Number(state)] ?? 'default'} data-testid="cert-state" data-state={String(state)}>
      {text(CERT_STATE_OPTIONS, state)}
    </Tag>
  );
}
