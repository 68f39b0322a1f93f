import { teacher, teacherChange } from '@kc/contract';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { widgetValue } from '../../resource/forms.ts';
import { resourceKey } from '../../resource/hooks.ts';

/** Values a change form starts with: the staff member, and today as the form's date control holds it. */
export const changeDefaults = (teacherId: number | null) => ({
  TeacherId: teacherId,
  ChangeDate: widgetValue(teacherChange.fields.ChangeDate, dayjs().format('YYYY-MM-DD')),
});

/** After a change: the staff lists and classes show its outcome. */
export function useAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    for (const name of [teacher.name, teacherChange.name, 'Class']) void queryClient.invalidateQueries({ queryKey: resourceKey(name) });
  };
}
