import LockOutlined from '@ant-design/icons/LockOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { api, CAROUSEL_DIALOG_WIDTH, GUIDE_DIALOG_WIDTH, GUIDE_KEYS, type GuideKey } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Carousel, Checkbox, Modal, Steps, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../api/notify.ts';
import { appLinks, call } from '../../api/request.ts';
import { refreshUser, useMenu, useUser } from '../../auth/session.ts';
import { pathOfRoute } from '../../router/routeByName.ts';
import { closeCarousel, closeGuide, finishGuide, setGuideStep, useGuide } from './guideStore.ts';

/** A step link: the named route it opens (named like its guide key) and the key that must be granted. */
interface GuideLink {
  key: GuideKey;
  /** Where the route usually lives, used only when the menu does not name it. */
  fallback: string;
  label: string;
}

const NO_PERMISSION_SECONDS = 2;

/** The three-step guide (810 px) and, after 'done', the congratulations carousel (530 px). */
export default function GuideDialogs() {
  const { t } = useTranslation('guide');
  const user = useUser();
  const menu = useMenu();
  const navigate = useNavigate();
  const { open, carousel, step } = useGuide();
  const { token } = theme.useToken();
  const [dontRemind, setDontRemind] = useState(false);

  const roles = useQuery({
    queryKey: ['guideRoles', user?.SysUserId, user?.SysRoleId],
    queryFn: () => call(api.getGuideRoles, { Keys: [...GUIDE_KEYS] }, { silent: true }),
    enabled: open && !!user,
    retry: false,
    staleTime: 60_000,
  });
  const granted = new Set((roles.data ?? user?.GuideRoles ?? []).map((r) => r.Key));

  /** Saves 'do not remind next time' when ticked and not yet saved. */
  const saveDontRemind = async () => {
    if (!dontRemind || !user || user.GuideClosed) return;
    try {
      await call(api.updateGuideClosed, { SysUserId: user.SysUserId, GuideClosed: true, UpdateBy: user.SysUserId });
      await refreshUser();
    } catch {
      // refused: the request layer has shown the server's msg
    }
  };

  const close = () => {
    closeGuide();
    void saveDontRemind();
  };

  const done = () => {
    finishGuide();
    void saveDontRemind();
  };

  const follow = (link: GuideLink) => {
    if (!granted.has(link.key)) {
      notify.warning(t('noPermission'), NO_PERMISSION_SECONDS);
      return;
    }
    close();
    navigate(pathOfRoute(menu, link.key) ?? link.fallback);
  };

  const steps: { title: string; text: string; links: GuideLink[] }[] = [
    {
      title: t('step1'),
      text: t('step1Text'),
      links: [
        { key: 'Parameter', fallback: '/Parameter', label: t('linkParameter') },
        { key: 'ClassManage', fallback: '/Teach/ClassManage', label: t('linkClassManage') },
      ],
    },
    {
      title: t('step2'),
      text: t('step2Text'),
      links: [{ key: 'TeacherManage', fallback: '/Teach/TeacherManage', label: t('linkTeacherManage') }],
    },
    {
      title: t('step3'),
      text: t('step3Text'),
      links: [{ key: 'StudentManage', fallback: '/Teach/BabyInfo/StudentManage', label: t('linkStudentManage') }],
    },
  ];
  const current = steps[step] ?? steps[0]!;
  const last = step >= steps.length - 1;

  const openDoc = (page: 'teacherdoc' | 'parentdoc') => {
    window.open(`${appLinks.docBase}/h5page/#/${page}`, '_blank', 'noopener,noreferrer');
  };

  return (
    <>
      <Modal
        open={open}
        width={GUIDE_DIALOG_WIDTH}
        title={t('title')}
        onCancel={close}
        mask={{ closable: false }}
        modalRender={(node) => <div data-testid="guide-dialog">{node}</div>}
        footer={
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
            <span>
              {user && !user.GuideClosed && (
                <Checkbox checked={dontRemind} onChange={(e) => setDontRemind(e.target.checked)} data-testid="guide-dont-remind">
                  {t('dontRemind')}
                </Checkbox>
              )}
            </span>
            <span style={{ display: 'flex', gap: 8 }}>
              {step > 0 && (
                <Button onClick={() => setGuideStep(step - 1)} data-testid="guide-prev">
                  {t('prev')}
                </Button>
              )}
              {last ? (
                <Button type="primary" onClick={done} data-testid="guide-done">
                  {t('done')}
                </Button>
              ) : (
                <Button type="primary" onClick={() => setGuideStep(step + 1)} data-testid="guide-next">
                  {t('next')}
                </Button>
              )}
            </span>
          </div>
        }
      >
        <p style={{ color: 'rgba(0, 0, 0, 0.6)', marginTop: 0 }}>{t('intro')}</p>
        <Steps
          current={step}
          onChange={setGuideStep}
          style={{ margin: '24px 0' }}
          items={steps.map((s, i) => ({ title: <span data-testid={`guide-step-${i + 1}`}>{s.title}</span> }))}
        />
        <div
          data-testid="guide-step-panel"
          style={{ background: token.colorFillQuaternary, borderRadius: 8, padding: '20px 24px', minHeight: 140 }}
        >
          <h3 style={{ marginTop: 0 }}>
            {step + 1}. {current.title}
          </h3>
          <p>{current.text}</p>
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            {current.links.map((link) => {
              const allowed = granted.has(link.key);
              return (
                <Button
                  key={link.key}
                  type={allowed ? 'primary' : 'default'}
                  ghost={allowed}
                  icon={allowed ? <RightOutlined /> : <LockOutlined />}
                  iconPlacement="end"
                  style={allowed ? undefined : { color: '#bfbfbf', borderColor: '#d9d9d9', cursor: 'not-allowed' }}
                  onClick={() => follow(link)}
                  data-testid={`guide-link-${link.key}`}
                  data-allowed={allowed}
                >
                  {link.label}
                </Button>
              );
            })}
          </div>
        </div>
      </Modal>

      <Modal
        open={carousel}
        width={CAROUSEL_DIALOG_WIDTH}
        title={t('carouselTitle')}
        onCancel={closeCarousel}
        footer={null}
        modalRender={(node) => <div data-testid="carousel-dialog">{node}</div>}
      >
        <Carousel infinite={false} autoplay={false} dots={{ className: 'guide-carousel-dots' }} arrows>
          {[
            { key: 'congrats', title: t('congratsTitle'), text: t('congratsText') },
            { key: 'teacher', title: t('teacherDocTitle'), text: t('teacherDocText') },
            { key: 'parent', title: t('parentDocTitle'), text: t('parentDocText') },
          ].map((slide) => (
            <div key={slide.key}>
              <div style={{ ...slideStyle, background: token.colorPrimary }}>
                <h3 style={{ margin: '0 0 8px' }}>{slide.title}</h3>
                <p style={{ margin: 0, opacity: 0.9 }}>{slide.text}</p>
              </div>
            </div>
          ))}
        </Carousel>
        <div style={{ display: 'flex', gap: 12, justifyContent: 'center', marginTop: 16, flexWrap: 'wrap' }}>
          <Button type="primary" onClick={() => openDoc('teacherdoc')} data-testid="carousel-teacher-doc">
            {t('openTeacherDoc')}
          </Button>
          <Button onClick={() => openDoc('parentdoc')} data-testid="carousel-parent-doc">
            {t('openParentDoc')}
          </Button>
        </div>
      </Modal>
    </>
  );
}

const slideStyle = {
  height: 180,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'center',
  textAlign: 'center',
  padding: '0 48px',
  borderRadius: 8,
  color: '#fff',
} as const;
