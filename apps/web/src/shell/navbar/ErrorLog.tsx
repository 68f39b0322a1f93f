import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../lib/dates.ts';
import { useLang } from '../../resource/hooks.ts';
import { clearErrorLog, type ErrorLogEntry, useErrorLogs } from '../errorLog.ts';

/** Error-log button and dialog, shown only while the log holds errors (spec §2.4). */
export function ErrorLog() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const logs = useErrorLogs();
  const [open, setOpen] = useState(false);
  if (logs.length === 0) return null;
  return (
    <>
      <Tooltip title={t('errorLog.button')}>
        <Badge count={logs.length} size="small" offset={[-4, 4]}>
          <Button type="text" danger icon={<BugOutlined />} data-testid="error-log-button" onClick={() => setOpen(true)} />
        </Badge>
      </Tooltip>
      <Modal
        open={open}
        title={t('errorLog.title')}
        width="80%"
        onCancel={() => setOpen(false)}
        footer={
          <Button
            danger
            data-testid="error-log-clear"
            onClick={() => {
              clearErrorLog();
              setOpen(false);
            }}
          >
            {t('errorLog.clear')}
          </Button>
        }
      >
        <div data-testid="error-log-dialog">
          <Table<ErrorLogEntry & { key: number }>
            size="small"
            pagination={false}
            dataSource={logs.map((l, i) => ({ ...l, key: i }))}
            columns={[
              {
                title: t('errorLog.message'),
                key: 'msg',
                render: (_, r) => (
                  <div>
                    <div style={{ color: '#f56c6c', fontWeight: 600 }}>{r.err.message}</div>
                    {r.err.stack ? <pre className="error-log-stack">{r.err.stack}</pre> : null}
                  </div>
                ),
              },
              { title: t('errorLog.info'), dataIndex: 'info', width: 180 },
              {
                title: t('errorLog.url'),
                dataIndex: 'url',
                width: 240,
                render: (url: string) => <span style={{ wordBreak: 'break-all' }}>{url}</span>,
              },
              { title: t('errorLog.time'), dataIndex: 'time', width: 190, render: (time: string) => formatMoment(time, lang) },
            ]}
          />
        </div>
      </Modal>
    </>
  );
}
