import { useTranslation } from 'react-i18next';
import { AvatarUpload } from '../../components/AvatarUpload.tsx';
import type { FormWidget } from '../../resource/ResourceForm.tsx';

/** A photo kept as the path Upload/Image answers: a square picture and its upload button. */
export function PhotoUpload({ value, onChange, testId }: { value?: unknown; onChange?: (v: unknown) => void; testId: string }) {
  const { t } = useTranslation('entrust');
  return (
    <AvatarUpload
      src={typeof value === 'string' ? value : null}
      onUploaded={(path) => onChange?.(path)}
      size={72}
      testId={testId}
      photo={{ upload: t('uploadPhoto'), change: t('changePhoto'), alt: t('photo') }}
    />
  );
}

/** The Photo field of an instruction's form. */
export const PhotoField: FormWidget = ({ value, onChange, 'data-testid': testId }) => (
  <PhotoUpload value={value} onChange={onChange} testId={testId} />
);
