import { contractPackage } from '@kc/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../resource/api.ts';
import { useGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { PackageItemsDialog } from './PackageItemsDialog.tsx';

/**
 * /Market/ThingsList/PackageSet: the school's packages (grades, months or hours, price,
 * instalments, included items); those who may edit them set how many of each item a package holds.
 */
export default function PackagesPage() {
  const { t } = useTranslation('contracts');
  const can = useGrants(contractPackage);
  const [open, setOpen] = useState<Row | null>(null);
  return (
    <>
      <ResourcePage
        def={contractPackage}
        rowActions={
          can('Update')
            ? (row) => [{ key: 'items', label: t('itemQuantities'), testId: 'package-items', onClick: () => setOpen(row) }]
            : undefined
        }
      />
      {open && <PackageItemsDialog pkg={open} onClose={() => setOpen(null)} />}
    </>
  );
}
