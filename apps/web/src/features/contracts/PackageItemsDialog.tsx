import { api, contractPackage } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { Loaded } from '../../components/QueryState.tsx';
import type { Row } from '../../resource/api.ts';
import { resourceKey } from '../../resource/hooks.ts';

/** The form's values: item id → quantity. */
type Quantities = Record<string, number>;

/**
 * A package's included items, a quantity each (ContractPackage/GetItemQuantities), saved through
 * ContractPackage/SetItemQuantities; a refusal (an item no longer in the package, a package out
 * of scope) is shown in the dialog as the server words it.
 */
export function PackageItemsDialog({ pkg, onClose }: { pkg: Row; onClose: () => void }) {
  const { t } = useTranslation('contracts');
  const queryClient = useQueryClient();
  const PackageId = Number(pkg.PackageId);
  const key = [...resourceKey(contractPackage.name), 'itemQuantities', PackageId];
  const items = useQuery({ queryKey: key, queryFn: () => call(api.contractPackageItemQuantities, { PackageId }) });
  const save = useMutation({
    mutationFn: (v: Quantities) =>
      call(api.contractPackageItems, { PackageId, Items: Object.entries(v).map(([id, q]) => ({ ServiceId: Number(id), Quantity: q })) }),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      notify.success(t('quantitiesSaved'));
      onClose();
    },
  });
  const list = items.data?.Items;
  return (
    <FormDialog<Quantities>
      open
      title={`${t('itemQuantities')} · ${String(pkg.PackageName ?? '')}`}
      onClose={onClose}
      save={save}
      // The form is made once the items are read, with their quantities.
      key={list ? 'loaded' : 'loading'}
      initialValues={Object.fromEntries((list ?? []).map((i) => [String(i.ServiceId), i.Quantity]))}
      testId="package-items-dialog"
      okTestId="package-items-save"
      header={
        <>
          <Alert type="info" showIcon title={t('itemQuantitiesHint')} style={{ marginBottom: 16 }} />
          {save.error && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={save.error.message}
              style={{ marginBottom: 16 }}
              data-testid="package-items-error"
            />
          )}
        </>
      }
    >
      <Loaded
        query={items}
        testId="package-items"
        render={(d) =>
          d.Items.length ? (
            d.Items.map((i) => (
              <Form.Item key={i.ServiceId} name={String(i.ServiceId)} label={i.ServiceName} rules={[{ required: true }]}>
                <InputNumber min={1} max={99} precision={0} style={{ width: 120 }} data-testid={`package-item-quantity-${i.ServiceId}`} />
              </Form.Item>
            ))
          ) : (
            <p>{t('noIncludedItems')}</p>
          )
        }
      />
    </FormDialog>
  );
}
