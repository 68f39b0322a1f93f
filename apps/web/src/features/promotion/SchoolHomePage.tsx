import { api, LANGUAGES, type Language } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Result, Segmented, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { call } from '../../api/request.ts';
import { setLanguageSetting, useSettings } from '../../shell/settings.ts';
import { SchoolHomeView } from './SchoolHomeView.tsx';

const LANGUAGE_NAMES: Record<Language, string> = { zh: '中文', en: 'EN', es: 'ES' };

/**
 * /school/:schoolId — a school's published home page for anyone, without signing in (outside the
 * console's layout): MySchool/GetPublic answers only a published page; anything else shows
 * "not available". `?code=` (the promotion code a scan brought) is handed to "Book a visit".
 */
export default function SchoolHomePage() {
  const { t } = useTranslation('promotion');
  const { language } = useSettings();
  const { schoolId = '' } = useParams();
  const [params] = useSearchParams();
  const id = /^[1-9]\d{0,14}$/.test(schoolId) ? Number(schoolId) : null;
  const page = useQuery({
    queryKey: ['school-home', id],
    queryFn: () => call(api.mySchoolGetPublic, { SchoolId: id as number }, { silent: true }),
    enabled: id != null,
    retry: false,
  });
  useEffect(() => {
    if (page.data) document.title = page.data.SchoolName;
  }, [page.data]);

  return (
    <div style={{ minHeight: '100vh', background: 'var(--ant-color-bg-layout, #f5f5f5)' }}>
      <header style={{ display: 'flex', justifyContent: 'flex-end', padding: '8px 16px' }}>
        <Segmented
          aria-label={t('chooseLanguage')}
          size="small"
          value={language}
          options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          onChange={(l) => void setLanguageSetting(l as Language)}
          data-testid="school-home-language"
        />
      </header>
      {page.isSuccess ? (
        <SchoolHomeView page={page.data} code={params.get('code')} />
      ) : page.isPending && id != null ? (
        <div style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : (
        <Result status="404" title={t('pageMissing')} subTitle={t('pageMissingHint')} data-testid="school-home-missing" />
      )}
    </div>
  );
}
