import { api, EXTEND_CODE_RE } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, InputNumber, Result, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { call } from '../../api/request.ts';
import { useRules } from '../../components/formRules.ts';
import { AuthCard } from '../auth/AuthCard.tsx';

interface EnrolValues {
  Name: string;
  Mobile: string;
  ChildName?: string;
  ChildAge?: number;
  PreferredTime?: Dayjs;
  Message?: string;
  Website?: string;
}

/** The hidden honeypot: off screen, out of the tab order and of autofill; people leave it empty. */
const HONEYPOT = { position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' } as const;

/**
 * /enrol/:schoolId?code= — the public appointment form of a school (no sign-in, outside the
 * console), linked from its home page and promotion codes: the school's name, then name, mobile,
 * the child's age, a preferred time and a message (Subscribe/Submit). A missing or closed school
 * says so. Phone-first: one column, large controls.
 */
export default function EnrolPage() {
  const { t } = useTranslation('enrolment');
  const rules = useRules();
  const { schoolId } = useParams();
  const [params] = useSearchParams();
  const code = params.get('code') ?? undefined;
  const id = Number(schoolId);
  const [form] = Form.useForm<EnrolValues>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const school = useQuery({
    queryKey: ['enrol', id],
    queryFn: () => call(api.subscribeSchool, { SchoolId: id }, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

  const submit = async (v: EnrolValues) => {
    setBusy(true);
    try {
      await call(api.subscribeSubmit, {
        SchoolId: id,
        Name: v.Name.trim(),
        Mobile: v.Mobile.trim(),
        ChildName: v.ChildName?.trim() ?? '',
        ChildAge: v.ChildAge ?? undefined,
        PreferredTime: v.PreferredTime?.format(),
        Message: v.Message?.trim() ?? '',
        ExtendCode: code && EXTEND_CODE_RE.test(code) ? code : undefined,
        Website: v.Website ?? '',
      });
      setSent(true);
      form.resetFields();
    } catch {
      // The request layer showed the refusal; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  const missing = !(id > 0) || school.isError;
  return (
    <AuthCard title={school.data?.SchoolName ?? t('enrolTitle')} width={480}>
      {missing ? (
        <Result status="info" title={t('schoolMissing')} data-testid="enrol-missing" />
      ) : school.isPending ? (
        <Skeleton active />
      ) : sent ? (
        <Result
          status="success"
          title={t('sent')}
          data-testid="enrol-sent"
          extra={
            <Button onClick={() => setSent(false)} data-testid="enrol-again">
              {t('sendAnother')}
            </Button>
          }
        />
      ) : (
        <Form<EnrolValues> form={form} layout="vertical" size="large" onFinish={submit} data-testid="enrol-form">
          <h2 style={{ fontSize: 18, margin: '0 0 4px' }} data-testid="enrol-school">
            {t('enrolTitle')}
          </h2>
          <p style={{ marginTop: 0 }}>{t('enrolIntro')}</p>
          <Form.Item
            name="Name"
            label={t('yourName')}
            rules={[{ required: true, whitespace: true, message: t('nameRequired') }, { max: 50 }]}
          >
            <Input maxLength={50} autoComplete="name" data-testid="enrol-name" />
          </Form.Item>
          <Form.Item
            name="Mobile"
            label={t('mobile')}
            rules={[{ required: true, message: t('mobileRequired') }, ...rules.phone]}
            normalize={(v: string) => v?.trim()}
          >
            <Input inputMode="tel" maxLength={11} autoComplete="tel" data-testid="enrol-mobile" />
          </Form.Item>
          <Form.Item name="ChildName" label={t('childName')} rules={[{ max: 50 }]}>
            <Input maxLength={50} data-testid="enrol-child-name" />
          </Form.Item>
          <Form.Item name="ChildAge" label={t('childAge')}>
            <InputNumber min={0} max={12} precision={0} style={{ width: '100%' }} data-testid="enrol-age" />
          </Form.Item>
          <Form.Item name="PreferredTime" label={t('preferredTime')}>
            <DatePicker
              showTime={{ format: 'HH:mm', minuteStep: 15 }}
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
              data-testid="enrol-time"
            />
          </Form.Item>
          <Form.Item name="Message" label={t('message')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={3} maxLength={500} data-testid="enrol-message" />
          </Form.Item>
          <div style={HONEYPOT} aria-hidden="true">
            <Form.Item name="Website" label={t('website')}>
              <Input tabIndex={-1} autoComplete="off" data-testid="enrol-website" />
            </Form.Item>
          </div>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="enrol-submit">
            {t('submit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
