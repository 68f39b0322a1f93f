import { FACE_CONSENT_STATE, faceConsent, faceSet } from '@kc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Image, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { AvatarUpload } from '../../components/AvatarUpload.tsx';
import { useUrlQuery } from '../../lib/urlQuery.ts';
import { type Row, resourceCall } from '../../resource/api.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import type { FormWidget } from '../../resource/ResourceForm.tsx';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import type { ActionList } from '../../resource/RowActions.tsx';

/** The library photo: the path Upload/Image answers, shown square with its upload button. */
const PhotoField: FormWidget = ({ value, onChange, 'data-testid': testId }) => {
  const { t } = useTranslation('faces');
  return (
    <AvatarUpload
      src={typeof value === 'string' ? value : null}
      onUploaded={(path) => onChange?.(path)}
      size={96}
      testId={testId ?? 'face-photo'}
      photo={{ upload: t('uploadPhoto'), change: t('changePhoto'), alt: t('photo') }}
    />
  );
};
const WIDGETS = { Photo: PhotoField };

/** The photo column as a thumbnail (opens large on a click). */
const withThumbnails =
  (alt: string) =>
  (built: ColumnsType<Row>): ColumnsType<Row> =>
    built.map((c) =>
      c.key === 'Photo'
        ? {
            ...c,
            render: (v: unknown) => (v ? <Image src={String(v)} alt={alt} width={40} height={40} style={{ objectFit: 'cover' }} /> : null),
          }
        : c,
    );

/** The consents: revoked (the child's descriptors deleted at once) or given again, from the row. */
function Consents() {
  const { t } = useTranslation('faces');
  const can = useMenuGrants(faceConsent.menu);
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (v: { id: number; state: number }) => resourceCall(faceConsent, 'Update', { FaceConsentId: v.id, State: v.state }),
    onSuccess: (_, v) => {
      notify.success(v.state === FACE_CONSENT_STATE.Revoked ? t('revoked') : t('giveAgain'));
      void queryClient.invalidateQueries({ queryKey: ['resource'] });
    },
  });
  const rowActions = (row: Row): ActionList => {
    const id = Number(row.FaceConsentId);
    const given = Number(row.State) === FACE_CONSENT_STATE.Given;
    return [
      can('edit') &&
        given && {
          key: 'revoke',
          label: t('revoke'),
          testId: 'consent-revoke',
          danger: true,
          confirm: { title: t('confirmRevoke'), cancelText: t('keepConsent'), testId: 'consent-revoke-confirm' },
          onClick: () => change.mutateAsync({ id, state: FACE_CONSENT_STATE.Revoked }),
        },
      can('edit') &&
        !given && {
          key: 'give',
          label: t('give'),
          testId: 'consent-give',
          onClick: () => change.mutateAsync({ id, state: FACE_CONSENT_STATE.Given }),
        },
    ];
  };
  return <ResourcePage def={faceConsent} rowActions={rowActions} addDefaults={{ State: FACE_CONSENT_STATE.Given, GivenTime: dayjs() }} />;
}

/**
 * /Ai/FaceSet: the face library (children, staff, authorised pick-up people; each photo's
 * descriptor computed when saved) and the families' consents, without which a child's photo is
 * refused and nothing of the child's face is analysed.
 */
export default function FaceSetPage() {
  const { t } = useTranslation('faces');
  const [params, change] = useUrlQuery();
  const tab = params.get('tab') ?? 'library';
  return (
    <>
      <Alert type="info" showIcon message={t('consentRule')} style={{ marginBottom: 12 }} data-testid="face-consent-rule" />
      <Tabs
        activeKey={tab}
        destroyOnHidden
        data-testid="face-tabs"
        onChange={(key) => change({ tab: key }, { keep: [] })}
        items={[
          {
            key: 'library',
            label: <span data-testid="face-tab-library">{t('library')}</span>,
            children: <ResourcePage def={faceSet} formWidgets={WIDGETS} columns={withThumbnails(t('photo'))} addDefaults={{ State: 0 }} />,
          },
          { key: 'consents', label: <span data-testid="face-tab-consents">{t('consents')}</span>, children: <Consents /> },
        ]}
      />
    </>
  );
}
