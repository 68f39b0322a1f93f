import type { EnumOption } from '@kc/contract';
import { useCallback } from 'react';
import { useLang } from '../resource/hooks.ts';
import { optionText, selectOptions } from '../resource/model.ts';

/** The label of an option value in the current language (the value itself when unknown, '' for none). */
export function useOptionText() {
  const lang = useLang();
  return useCallback(
    (options: readonly EnumOption[] | undefined, value: unknown): string =>
      optionText(options, value, lang) ?? (value == null ? '' : String(value)),
    [lang],
  );
}

/** Options as a Select takes them, labelled in the current language. */
export function useSelectOptions() {
  const lang = useLang();
  return useCallback((options: readonly EnumOption[]) => selectOptions(options, lang), [lang]);
}
