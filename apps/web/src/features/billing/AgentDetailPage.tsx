import { agent, schoolJoinContract } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../components/QueryState.tsx';
import { screenById } from '../../components/ScreenById.tsx';
import { resourceCall } from '../../resource/api.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/**
 * /SchoolJoin/AgentDetail?AgentId=: a partner (agent) with its schools and their join contracts
 * (the contracts' list narrowed to the agent: the platform sees any partner's, an agent its own).
 */
function AgentDetail({ id }: { id: number }) {
  const { t } = useTranslation('billing');
  const row = useQuery({
    queryKey: ['resource', agent.name, 'agent-detail', id],
    queryFn: () => resourceCall(agent, 'GetDetail', { AgentId: id }, { silent: true }),
  });
  return (
    <>
      <Card title={t('agentDetail')} size="small" style={{ marginBottom: 16 }} data-testid="agent-detail">
        {row.isSuccess ? (
          <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
            <Descriptions.Item label={t('agent')}>{String(row.data.AgentName ?? '')}</Descriptions.Item>
            <Descriptions.Item label={t('contact')}>{String(row.data.ContactName ?? '')}</Descriptions.Item>
            <Descriptions.Item label={t('mobile')}>{String(row.data.Mobile ?? '')}</Descriptions.Item>
          </Descriptions>
        ) : (
          <QueryFallback query={row} rows={2} />
        )}
      </Card>
      <ResourcePage def={schoolJoinContract} fixed={{ AgentId: id }} header={<h3>{t('agentContracts')}</h3>} />
    </>
  );
}

export default screenById('AgentId', AgentDetail);
