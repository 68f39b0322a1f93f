import { GRADE_OPTIONS } from '@kc/contract';
import { Select } from 'antd';
import { useOptionText } from '../../components/useOptionText.ts';
import { type ClassOption, classOptions } from './register.ts';

/** The labelled class picker of a class's grid (meals, assessments): `{prefix}-class` names its test id and label. */
export function ClassPicker(props: {
  prefix: string;
  label: string;
  placeholder: string;
  classes: readonly ClassOption[] | undefined;
  loading?: boolean;
  value: number | undefined;
  onChange: (classId: number) => void;
}) {
  const text = useOptionText();
  const labelId = `${props.prefix}-class-label`;
  return (
    <>
      <span id={labelId}>{props.label}</span>
      <Select
        aria-labelledby={labelId}
        style={{ minWidth: 220 }}
        value={props.value}
        placeholder={props.placeholder}
        loading={props.loading}
        options={classOptions(props.classes ?? [], (g) => text(GRADE_OPTIONS, g))}
        onChange={props.onChange}
        data-testid={`${props.prefix}-class`}
      />
    </>
  );
}
