import { api, JOIN_CONTRACT_STATE, schoolJoinContract } from '@kc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { useRowScreenLink } from '../../components/ScreenLink.tsx';
import type { Row } from '../../resource/api.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { RemarkDialog } from './RemarkDialog.tsx';

/**
 * /SchoolJoin/SchoolJoinContract: the schools' contracts with the platform (the platform sees
 * every school's, an agent its schools', a school its own, read only); a draft is edited and
 * submitted, the platform approves (the school takes the contract type at once), rejects with a
 * remark or terminates an effective one; a row opens its partner's page.
 */
export default function JoinContractsPage() {
  const { t } = useTranslation('billing');
  const can = useMenuGrants(schoolJoinContract.menu);
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const [terminating, setTerminating] = useState<Row | null>(null);
  const partner = useRowScreenLink('AgentDetail', 'AgentId', t('agentDetail'), 'join-contract-agent');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['resource', schoolJoinContract.name] });
  const id = (row: Row | null) => Number(row?.SchoolJoinContractId);
  const run = async (p: Promise<unknown>, done: string) => {
    await p;
    notify.success(done);
    refresh();
  };
  return (
    <>
      <ResourcePage
        def={schoolJoinContract}
        rowCan={(row) => row.State === JOIN_CONTRACT_STATE.Draft}
        rowActions={(row) => [
          row.State === JOIN_CONTRACT_STATE.Draft &&
            can('edit') && {
              key: 'submit',
              label: t('submit'),
              testId: 'join-contract-submit',
              onClick: () => run(call(api.schoolJoinContractSubmit, { SchoolJoinContractId: id(row) }), t('submitted')),
            },
          row.State === JOIN_CONTRACT_STATE.Pending &&
            can('audit') && {
              key: 'approve',
              label: t('approve'),
              testId: 'join-contract-approve',
              confirm: { title: t('approveConfirm'), cancelText: t('keep'), testId: 'join-contract-approve-ok' },
              onClick: () => run(call(api.schoolJoinContractAudit, { SchoolJoinContractId: id(row), Approved: true }), t('approved')),
            },
          row.State === JOIN_CONTRACT_STATE.Pending &&
            can('audit') && { key: 'reject', label: t('reject'), testId: 'join-contract-reject', onClick: () => setRejecting(row) },
          row.State === JOIN_CONTRACT_STATE.Effective &&
            can('audit') && {
              key: 'terminate',
              label: t('terminate'),
              testId: 'join-contract-terminate',
              danger: true,
              onClick: () => setTerminating(row),
            },
          row.AgentId != null && partner?.(row),
        ]}
      />
      <RemarkDialog
        open={rejecting != null}
        title={t('rejectContract', { no: String(rejecting?.ContractNo ?? '') })}
        okText={t('reject')}
        onClose={() => setRejecting(null)}
        testId="join-contract-reject-dialog"
        onSave={(remark) =>
          run(
            call(api.schoolJoinContractAudit, { SchoolJoinContractId: id(rejecting), Approved: false, AuditRemark: remark }),
            t('rejected'),
          )
        }
      />
      <RemarkDialog
        open={terminating != null}
        title={t('terminateContract', { no: String(terminating?.ContractNo ?? '') })}
        okText={t('terminate')}
        onClose={() => setTerminating(null)}
        testId="join-contract-terminate-dialog"
        onSave={(remark) =>
          run(call(api.schoolJoinContractTerminate, { SchoolJoinContractId: id(terminating), Remark: remark }), t('terminated'))
        }
      />
    </>
  );
}
