import {
  CUSTOMER_STAGE,
  CUSTOMER_STAGE_OPTIONS,
  customer,
  customerContact,
  customerForward,
  FOLLOW_METHOD_OPTIONS,
  followRecord,
  PARENT_RELATION_OPTIONS,
  type ResourceDef,
} from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoData } from '../../components/QueryState.tsx';
import { screenById } from '../../components/ScreenById.tsx';
import { ScreenLink, useScreenPath } from '../../components/ScreenLink.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { formatMoment } from '../../lib/dates.ts';
import { type Row, resourceCall } from '../../resource/api.ts';
import { RefSourcesProvider, resourceKey, useGrants, useLang } from '../../resource/hooks.ts';
import { ResourceDetail } from '../../resource/ResourceDetail.tsx';
import { ResourceForm } from '../../resource/ResourceForm.tsx';
import { SignDialog, StageDialog } from './LeadDialogs.tsx';
import { ownerSources, useRefreshLeads } from './leadsQueries.ts';

/** A record of the lead's, narrowed to what its form asks (the lead is the page's). */
const ofLead = (def: ResourceDef, ...left: string[]): ResourceDef => ({
  ...def,
  fields: Object.fromEntries(Object.entries(def.fields).filter(([k]) => !left.includes(k))),
});
const followForm = ofLead(followRecord, 'CustomerId', 'SchoolId');
const contactForm = ofLead(customerContact, 'CustomerId', 'SchoolId');
const forwardForm = ofLead(customerForward, 'CustomerId', 'SchoolId');

/** A lead's records of one kind (its follow-ups, contacts or forwards), newest first as their definition sorts. */
const useLeadRecords = (def: ResourceDef, id: number) =>
  useQuery({
    queryKey: [...resourceKey(def.name), 'of', id],
    queryFn: () => resourceCall(def, 'SelectPage', { CustomerId: id, cur_page: 1, size: 100 }, { silent: true }),
  });

type Form = { def: ResourceDef; mode: 'add' | 'edit'; record?: Row } | null;

/**
 * /Market/CustomerDetail?CustomerId=: a lead with its follow-ups, contacts (one default) and
 * forwards, each added here; its stage changed by hand (lost with a reason); signing it into a
 * class, after which it links to the child's record.
 */
export default screenById('CustomerId', CustomerDetail);

function CustomerDetail({ id }: { id: number }) {
  const { t } = useTranslation('enrolment');
  const { t: tc } = useTranslation('common');
  const text = useOptionText();
  const lang = useLang();
  const can = useGrants(customer);
  const refresh = useRefreshLeads();
  const childPath = useScreenPath('StudentDetail');
  const [form, setForm] = useState<Form>(null);
  const [dialog, setDialog] = useState<'stage' | 'sign' | null>(null);

  const lead = useQuery({
    queryKey: [...resourceKey(customer.name), 'detail', id],
    queryFn: () => resourceCall(customer, 'GetDetail', { CustomerId: id }, { silent: true }),
  });
  const follows = useLeadRecords(followRecord, id);
  const contacts = useLeadRecords(customerContact, id);
  const forwards = useLeadRecords(customerForward, id);

  const l = lead.data;
  const stage = Number(l?.Stage);
  const signed = l?.StudentId != null;
  const time = (v: unknown) => (v ? formatMoment(String(v), lang) : '');

  const section = (title: string, testId: string, rows: Row[] | undefined, columns: ColumnsType<Row>, action?: ReactNode) => (
    <Card title={title} size="small" extra={action} data-testid={testId}>
      {rows?.length ? (
        <Table
          rowKey={(r) => String(Object.values(r)[0])}
          size="small"
          pagination={false}
          dataSource={rows}
          columns={columns}
          scroll={{ x: true }}
        />
      ) : (
        <NoData text={t('noRecords')} />
      )}
    </Card>
  );

  return (
    <RefSourcesProvider value={ownerSources}>
      <div style={{ display: 'grid', gap: 16 }} data-testid="customer-detail-page">
        <Card
          title={
            <Space>
              {String(l?.ChildName ?? t('lead'))}
              {l && (
                <Tag color={stage === CUSTOMER_STAGE.Lost ? 'error' : 'processing'} data-testid="customer-stage">
                  {text(CUSTOMER_STAGE_OPTIONS, stage)}
                </Tag>
              )}
            </Space>
          }
          extra={
            <Space wrap>
              {signed && (
                <ScreenLink path={childPath} query={`StudentId=${String(l?.StudentId)}`} testId="customer-child-link">
                  {t('childRecord')}
                </ScreenLink>
              )}
              {can('Update') && l && (
                <>
                  <Button onClick={() => setForm({ def: customer, mode: 'edit', record: l })} data-testid="customer-edit">
                    {tc('edit')}
                  </Button>
                  {stage !== CUSTOMER_STAGE.Contracted && (
                    <Button onClick={() => setDialog('stage')} data-testid="customer-change-stage">
                      {t('changeStage')}
                    </Button>
                  )}
                  {!signed && stage !== CUSTOMER_STAGE.Lost && (
                    <Button type="primary" onClick={() => setDialog('sign')} data-testid="customer-sign">
                      {t('sign')}
                    </Button>
                  )}
                </>
              )}
            </Space>
          }
        >
          <ResourceDetail def={customer} id={id} />
        </Card>

        {section(
          t('followUps'),
          'customer-follow-ups',
          follows.data?.list,
          [
            { key: 'FollowTime', title: followRecord.fields.FollowTime.label[lang], render: (_, r) => time(r.FollowTime ?? r.CreateTime) },
            { key: 'Method', title: followRecord.fields.Method.label[lang], render: (_, r) => text(FOLLOW_METHOD_OPTIONS, r.Method) },
            { key: 'Content', title: followRecord.fields.Content.label[lang], dataIndex: 'Content' },
            { key: 'NextStep', title: followRecord.fields.NextStep.label[lang], dataIndex: 'NextStep' },
            { key: 'Next', title: followRecord.fields.NextFollowTime.label[lang], render: (_, r) => time(r.NextFollowTime) },
            { key: 'By', title: followRecord.fields.CreateByName.label[lang], dataIndex: 'CreateByName' },
          ],
          can('Update') && (
            <Button
              type="primary"
              size="small"
              onClick={() => setForm({ def: followForm, mode: 'add' })}
              data-testid="customer-add-follow-up"
            >
              {t('addFollowUp')}
            </Button>
          ),
        )}

        {section(
          t('contacts'),
          'customer-contacts',
          contacts.data?.list,
          [
            {
              key: 'Name',
              title: customerContact.fields.Name.label[lang],
              render: (_, r) => (
                <Space>
                  {String(r.Name)}
                  {r.IsDefault === true && <Tag color="processing">{t('default')}</Tag>}
                </Space>
              ),
            },
            {
              key: 'Relation',
              title: customerContact.fields.Relation.label[lang],
              render: (_, r) => text(PARENT_RELATION_OPTIONS, r.Relation),
            },
            { key: 'Mobile', title: customerContact.fields.Mobile.label[lang], dataIndex: 'Mobile' },
            { key: 'Remark', title: customerContact.fields.Remark.label[lang], dataIndex: 'Remark' },
            {
              key: 'actions',
              title: '',
              render: (_, r) =>
                can('Update') && (
                  <Button
                    size="small"
                    type="link"
                    onClick={() => setForm({ def: contactForm, mode: 'edit', record: r })}
                    data-testid="customer-contact-edit"
                  >
                    {tc('edit')}
                  </Button>
                ),
            },
          ],
          can('Update') && (
            <Button size="small" onClick={() => setForm({ def: contactForm, mode: 'add' })} data-testid="customer-add-contact">
              {t('addContact')}
            </Button>
          ),
        )}

        {section(
          t('forwards'),
          'customer-forwards',
          forwards.data?.list,
          [
            { key: 'ForwardTime', title: customerForward.fields.ForwardTime.label[lang], render: (_, r) => time(r.ForwardTime) },
            {
              key: 'From',
              title: customerForward.fields.FromOwnerName.label[lang],
              render: (_, r) => String(r.FromOwnerName ?? '') || t('noOwner'),
            },
            { key: 'To', title: customerForward.fields.ToOwnerName.label[lang], dataIndex: 'ToOwnerName' },
            { key: 'Reason', title: customerForward.fields.Reason.label[lang], dataIndex: 'Reason' },
          ],
          can('Update') && (
            <Button size="small" onClick={() => setForm({ def: forwardForm, mode: 'add' })} data-testid="customer-forward">
              {t('forward')}
            </Button>
          ),
        )}

        <ResourceForm
          def={form?.def ?? customer}
          mode={form?.mode ?? 'add'}
          open={form != null}
          record={form?.record}
          fixed={{ CustomerId: id }}
          onClose={() => setForm(null)}
          onDone={() => {
            setForm(null);
            refresh();
          }}
        />
        {l && dialog === 'stage' && <StageDialog lead={l} onClose={() => setDialog(null)} />}
        {l && dialog === 'sign' && <SignDialog lead={l} onClose={() => setDialog(null)} />}
      </div>
    </RefSourcesProvider>
  );
}
