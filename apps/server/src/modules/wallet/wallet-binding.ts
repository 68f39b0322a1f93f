import type { schoolRecharge, schoolWallet, schoolWalletDetail, withdrawalApply } from '@kc/contract';
import { WITHDRAWAL_STATE } from '@kc/contract';
import { sql } from 'kysely';
import type { ResourceBinding } from '../../resource/index.ts';

const col = (t: string, c: string) => sql.ref(`${t}.${c}`);
const userName = (t: string, c: string) => sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${col(t, c)})`;
const lastCheck = (t: string, c: string) =>
  sql`(SELECT k.${sql.ref(c)} FROM wallet_check k WHERE k.school_id = ${col(t, 'school_id')} ORDER BY k.check_time DESC LIMIT 1)`;

/** SchoolWallet on school_wallet: read only (the balance changes through ledger.ts); withdrawals in progress and the last ledger check beside it. */
export const schoolWalletBinding: ResourceBinding<typeof schoolWallet> = {
  table: 'schoolWallet',
  scope: { school: 'schoolId' },
  computed: {
    SchoolName: (t) => sql`(SELECT s.school_name FROM school s WHERE s.school_id = ${col(t, 'school_id')})`,
    PendingWithdrawal: (t) =>
      sql`(SELECT coalesce(sum(w.amount), 0) FROM withdrawal_apply w WHERE w.school_id = ${col(t, 'school_id')}
        AND w.state IN (${WITHDRAWAL_STATE.Pending}, ${WITHDRAWAL_STATE.Approved}))`,
    CheckTime: (t) => lastCheck(t, 'check_time'),
    CheckDifference: (t) => lastCheck(t, 'difference'),
  },
};

/** SchoolWalletDetail on school_wallet_detail: the ledger, read only (written by changeBalance; a trigger refuses edits). */
export const schoolWalletDetailBinding: ResourceBinding<typeof schoolWalletDetail> = {
  table: 'schoolWalletDetail',
  scope: { school: 'schoolId' },
  audit: false,
  computed: { OperatorName: (t) => userName(t, 'operator_id') },
};

/** SchoolRecharge on school_recharge: read only here (Create, Notify and Close are its calls). */
export const schoolRechargeBinding: ResourceBinding<typeof schoolRecharge> = {
  table: 'schoolRecharge',
  scope: { school: 'schoolId' },
  computed: { CreateByName: (t) => userName(t, 'create_by') },
};

/** WithdrawalApply on withdrawal_apply: read only here (Apply, Audit, ConfirmPaid and Cancel are its calls). */
export const withdrawalApplyBinding: ResourceBinding<typeof withdrawalApply> = {
  table: 'withdrawalApply',
  scope: { school: 'schoolId' },
  computed: { AuditByName: (t) => userName(t, 'audit_by'), CreateByName: (t) => userName(t, 'create_by') },
};
