import { indicatorLibs } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { useNameColumn } from './columns.tsx';

/** /Root/IndicatorLibs: the system library of development indicators (the platform's; schools copy it). */
export default function IndicatorLibsPage() {
  const columns = useNameColumn();
  return <ResourcePage def={indicatorLibs} columns={columns} addDefaults={{ State: 1, SortOrder: 0 }} />;
}
