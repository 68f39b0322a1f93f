import type { EnumOption, LocalizedTitle } from '@kc/contract';
import { useCallback } from 'react';
import { useLang } from '../resource/hooks.ts';
import { textOf } from '../resource/model.ts';

/** The label of an option value in the current language (the value itself when unknown, '' for none). */
export function useOptionText() {
  const lang = useLang();
  return useCallback(
    (options: readonly EnumOption[] | undefined, value: unknown): string => {
      const o = options?.find((x) => String(x.value) === String(value));
      return o ? textOf(o.label as LocalizedTitle, lang) : value == null ? '' : String(value);
    },
    [lang],
  );
}

/** Options as a Select takes them, labelled in the current language. */
export function useSelectOptions() {
  const lang = useLang();
  return useCallback(
    (options: readonly EnumOption[]) => options.map((o) => ({ value: o.value, label: textOf(o.label as LocalizedTitle, lang) })),
    [lang],
  );
}
