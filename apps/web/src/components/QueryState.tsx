import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// The states of a screen part fed by a query, in one place: loading (a skeleton), a load
// failure with its retry, nothing to show, and a detail screen opened without its id.

export interface LoadFailedProps {
  error: Error;
  /** Offers a retry button when given. */
  retry?: () => void;
  /** The heading ('Loading failed' unless the screen says more). */
  title?: string;
  /** A result filling the part (a whole screen or drawer) rather than an alert in the flow. */
  block?: boolean;
  /** data-testid of the view; its retry button is `<testId>-retry`. */
  testId?: string;
}

/** A load failure: the heading, the server's message, a retry. */
export function LoadFailed({ error, retry, title, block, testId = 'load-failed' }: LoadFailedProps) {
  const { t } = useTranslation('common');
  const heading = title ?? t('loadFailed');
  const again = retry && (
    <Button size={block ? undefined : 'small'} onClick={retry} data-testid={`${testId}-retry`}>
      {t('retry')}
    </Button>
  );
  if (block) return <Result status="error" title={heading} subTitle={error.message} data-testid={testId} extra={again} />;
  return <Alert type="error" showIcon title={heading} description={error.message} data-testid={testId} action={again} />;
}

export interface QueryStateProps extends Omit<LoadFailedProps, 'error' | 'testId'> {
  loading: boolean;
  error: Error | null;
  /** Shows the empty view instead of the children. */
  empty?: boolean;
  emptyText?: ReactNode;
  /** Lines of the loading skeleton. */
  rows?: number;
  /** Prefix of the views' data-testids: `<testId>-loading`, `-error`, `-retry`, `-empty`. */
  testId?: string;
  /** The content once loaded (a function: rendered only then). */
  children: ReactNode | (() => ReactNode);
}

/** Loading, failure (with retry) and empty states of a query-fed part; the content otherwise. */
export function QueryState({ loading, error, empty, emptyText, rows = 5, testId = 'query', children, ...failed }: QueryStateProps) {
  if (loading) return <Skeleton active paragraph={{ rows }} data-testid={`${testId}-loading`} />;
  if (error) return <LoadFailed error={error} testId={`${testId}-error`} {...failed} />;
  if (empty) return <NoData text={emptyText} testId={`${testId}-empty`} />;
  return <>{typeof children === 'function' ? children() : children}</>;
}

/** QueryState of one query: `render` gets its data once it is there. */
export function Loaded<T>({
  query,
  render,
  ...rest
}: { query: UseQueryResult<T>; render: (data: T) => ReactNode } & Omit<QueryStateProps, 'loading' | 'error' | 'retry' | 'children'>) {
  return (
    <QueryState loading={query.isPending} error={query.error} retry={() => void query.refetch()} {...rest}>
      {() => render(query.data as T)}
    </QueryState>
  );
}

/** A detail screen opened without a valid id (or on a record the user may not see). */
export function MissingId({ title, extra, testId = 'missing-id' }: { title?: string; extra?: ReactNode; testId?: string }) {
  const { t } = useTranslation('common');
  return <Result status="warning" title={title ?? t('missingId')} extra={extra} data-testid={testId} />;
}

/**
 * What a screen shows until its query has answered: the skeleton, then a failure with its
 * retry. For screens that return early: `if (!query.isSuccess) return <QueryFallback query={query} />`.
 */
export function QueryFallback({
  query,
  ...rest
}: { query: UseQueryResult<unknown> } & Omit<QueryStateProps, 'loading' | 'error' | 'retry' | 'children' | 'empty' | 'emptyText'>) {
  return (
    <QueryState loading={query.isPending} error={query.error} retry={() => void query.refetch()} {...rest}>
      {null}
    </QueryState>
  );
}

/** Nothing to show: the small empty picture and what is missing ('No data' unless told). */
export function NoData({ text, testId }: { text?: ReactNode; testId?: string }) {
  const { t } = useTranslation('common');
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text ?? t('noData')} data-testid={testId} />;
}
