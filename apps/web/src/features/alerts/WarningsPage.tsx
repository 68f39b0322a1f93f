import { WarningList } from './WarningList.tsx';

/** /Ai/Warm: every warning of the caller's scope, its workflow on each row. */
export default function WarningsPage() {
  return <WarningList />;
}
