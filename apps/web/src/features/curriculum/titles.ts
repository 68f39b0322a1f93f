import { useTranslation } from 'react-i18next';

/** The field holding an activity's title in a language (the screens show the user's). */
export const titleField = (lang: string): 'TitleZh' | 'TitleEn' | 'TitleEs' =>
  lang.startsWith('zh') ? 'TitleZh' : lang.startsWith('es') ? 'TitleEs' : 'TitleEn';

/** An activity's title in the user's language. */
export function useTitleOf() {
  const { i18n } = useTranslation();
  const field = titleField(i18n.language ?? 'zh');
  return (a: { TitleZh: string; TitleEn: string; TitleEs: string }) => a[field];
}
