import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { type ReactNode, useContext } from 'react';

/**
 * A column title with a control (the select-all box, a day's button), left out of the hidden row
 * antd measures its columns with: an aria-hidden row holding a focusable control fails WCAG 4.1.2.
 */
export function OutsideMeasureRow({ children }: { children: ReactNode }) {
  return useContext(TableMeasureRowContext) ? null : children;
}

/** A table's `rowSelection.columnTitle`: the select-all checkbox, left out of antd's measure row. */
export const selectionTitle = (checkbox: ReactNode): ReactNode => <OutsideMeasureRow>{checkbox}</OutsideMeasureRow>;
