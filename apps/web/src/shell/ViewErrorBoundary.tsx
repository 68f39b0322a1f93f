import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addErrorLog } from './errorLog.ts';

interface Props {
  children: ReactNode;
  /** Shown instead of the default result; null renders nothing (for overlays such as dialogs). */
  fallback?: ReactNode;
}

/** React error boundary around the main area: the error goes to the error log with the URL (spec §8). */
export class ViewErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    addErrorLog(error, info.componentStack?.trim().split('\n')[0]?.trim() || 'render error');
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return <ViewFailed error={this.state.error} onRetry={() => this.setState({ error: null })} />;
  }
}

function ViewFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="error"
      title={t('view.failed')}
      subTitle={error.message}
      data-testid="view-error"
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('view.retry')}
        </Button>
      }
    />
  );
}
