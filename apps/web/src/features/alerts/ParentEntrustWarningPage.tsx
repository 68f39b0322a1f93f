import { WARNING_TYPE } from '@kc/contract';
import { WarningList } from './WarningList.tsx';
import { warningsOfType } from './warningViews.ts';

const DEF = warningsOfType(WARNING_TYPE.MedicineOverdue);
const FIXED = { Type: WARNING_TYPE.MedicineOverdue };

/** /Ai/ParentEntrustWarning: the warnings about parents' instructions (a dose not given in time). */
export default function ParentEntrustWarningPage() {
  return <WarningList def={DEF} fixed={FIXED} />;
}
