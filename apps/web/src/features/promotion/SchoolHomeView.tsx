import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { enrolPath, type SchoolHomePage, STAFF_POST_OPTIONS } from '@kc/contract';
import { Avatar, Button, Card, Image, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOptionText } from '../../components/useOptionText.ts';

/** An OpenStreetMap link to the school's coordinates (no map library, no key). */
const mapLink = (lat: number, lon: number) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;

const Section = ({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) => (
  <section data-testid={testId} style={{ marginTop: 24 }}>
    <Typography.Title level={4}>{title}</Typography.Title>
    {children}
  </section>
);

/**
 * A school's home page as the public sees it, phone first (one column, 720 px at most): photos,
 * introduction, features, staff, enrolment notice, location and "Book a visit", which opens the
 * appointment form with the promotion code the visitor came through. The console's preview
 * shows the same (without the button working: `preview`).
 */
export function SchoolHomeView({ page, code, preview = false }: { page: SchoolHomePage; code?: string | null; preview?: boolean }) {
  const { t } = useTranslation('promotion');
  const text = useOptionText();
  const book = (
    <Button
      type="primary"
      size="large"
      block
      href={preview ? undefined : enrolPath(page.SchoolId, code)}
      disabled={preview}
      data-testid="school-home-book"
    >
      {t('bookVisit')}
    </Button>
  );
  return (
    <article data-testid="school-home" style={{ maxWidth: 720, margin: '0 auto', padding: '16px 16px 96px' }}>
      <Typography.Title level={2} data-testid="school-home-name" style={{ marginTop: 0 }}>
        {page.SchoolName}
      </Typography.Title>
      {page.Photos.length > 0 && (
        <Image.PreviewGroup>
          <div data-testid="school-home-photos" style={{ display: 'flex', gap: 8, overflowX: 'auto', scrollSnapType: 'x mandatory' }}>
            {page.Photos.map((src) => (
              <div key={src} style={{ flex: '0 0 auto', scrollSnapAlign: 'start' }}>
                <Image src={src} width={260} height={180} style={{ objectFit: 'cover', borderRadius: 8 }} alt="" />
              </div>
            ))}
          </div>
        </Image.PreviewGroup>
      )}
      {page.Intro && (
        <Section title={t('intro')} testId="school-home-intro">
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{page.Intro}</Typography.Paragraph>
        </Section>
      )}
      {page.Features.length > 0 && (
        <Section title={t('features')} testId="school-home-features">
          <Space size={[8, 8]} wrap>
            {page.Features.map((f) => (
              <Tag key={f} color="blue" style={{ fontSize: 14, padding: '4px 10px' }}>
                {f}
              </Tag>
            ))}
          </Space>
        </Section>
      )}
      {page.Teachers.length > 0 && (
        <Section title={t('teachers')} testId="school-home-teachers">
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12 }}>
            {page.Teachers.map((p) => (
              <Card key={`${p.Name}-${p.Post}-${p.Photo}`} size="small" style={{ textAlign: 'center' }}>
                <Avatar size={72} src={p.Photo ?? undefined} icon={<UserOutlined />} alt="" />
                <Typography.Paragraph strong style={{ margin: '8px 0 0' }}>
                  {p.Name}
                </Typography.Paragraph>
                <Typography.Text type="secondary">{text(STAFF_POST_OPTIONS, p.Post)}</Typography.Text>
              </Card>
            ))}
          </div>
        </Section>
      )}
      {page.EnrolmentNotice && (
        <Section title={t('enrolmentNotice')} testId="school-home-notice">
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{page.EnrolmentNotice}</Typography.Paragraph>
        </Section>
      )}
      {(page.Address || page.Latitude != null) && (
        <Section title={t('location')} testId="school-home-location">
          <Space orientation="vertical">
            {page.Address && (
              <Typography.Text>
                <EnvironmentOutlined /> {page.Address}
              </Typography.Text>
            )}
            {page.Latitude != null && page.Longitude != null && (
              <a href={mapLink(page.Latitude, page.Longitude)} target="_blank" rel="noreferrer noopener" data-testid="school-home-map">
                {t('openMap')}
              </a>
            )}
          </Space>
        </Section>
      )}
      {/* Kept in reach of the thumb on a phone. */}
      <div style={{ position: 'sticky', bottom: 16, marginTop: 32 }}>{book}</div>
    </article>
  );
}
