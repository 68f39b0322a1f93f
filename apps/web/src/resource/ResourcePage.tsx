import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { isMultiValue, type ResourceDef } from '@kc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Space, Table, type TableProps, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { type HTMLAttributes, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../api/notify.ts';
import { LoadFailed, NoData } from '../components/QueryState.tsx';
import { type Row, resourceCall } from './api.ts';
import { useAreaTexts } from './areaHooks.ts';
import { downloadFile } from './files.ts';
import { type RefSources, RefSourcesProvider, refNamesOf, resourceKey, useGrants, useLang, useRefs } from './hooks.ts';
import { ImportWizard } from './ImportWizard.tsx';
import {
  type CellContext,
  type ColumnSpec,
  displayList,
  displayValue,
  emptyListState,
  filterInput,
  type ListState,
  lastPage,
  listColumns,
  PAGE_SIZES,
  pageInput,
  readListState,
  sortFromTable,
  sortOrderOf,
  textOf,
  writeListState,
} from './model.ts';
import { ValueTags } from './multiWidgets.tsx';
import { ResourceDetailDrawer, type ResourceDetailProps } from './ResourceDetail.tsx';
import { type FormWidget, ResourceForm } from './ResourceForm.tsx';
import { SearchForm } from './SearchForm.tsx';

export interface ResourcePageProps {
  def: ResourceDef;
  /** Picker sources for references the engine cannot list itself, by referenced resource name. */
  refSources?: RefSources;
  /** More toolbar buttons (a page's own bulk or workflow actions). */
  toolbar?: (ctx: { selected: number[]; refetch: () => void }) => ReactNode;
  /** More actions on each row, after view / edit / delete. */
  rowActions?: (row: Row) => ReactNode;
  /**
   * Whether a row allows an action the role is granted (a record's state may forbid it: an
   * approved leave is not edited): false hides its button and, for Delete, its selection box.
   */
  rowCan?: (row: Row, action: RowAction) => boolean;
  /** Adjusts the built columns (add a computed column, change a render). */
  columns?: (built: ColumnsType<Row>) => ColumnsType<Row>;
  /** More items in the detail view. */
  detailExtra?: ResourceDetailProps['extra'];
  /** Values an add form starts with. */
  addDefaults?: Record<string, unknown>;
  /** Content above the table (a chart, a summary). */
  header?: ReactNode;
  /** The page's own form controls for some fields (ResourceForm `widgets`). */
  formWidgets?: Readonly<Record<string, FormWidget>>;
}

/** The row actions whose buttons a record's state may withhold. */
export type RowAction = 'Update' | 'Delete';

const NO_SOURCES: RefSources = {};
const TAG_COLORS = ['success', 'default', 'warning', 'processing', 'error'];

/**
 * The list page of a resource, entirely from its definition: search form, table with server
 * paging and sorting (kept in the URL), row selection with bulk delete, add / edit drawers,
 * the detail drawer, export and the import wizard. Buttons follow the role's grants on the
 * definition's menu entry; the server checks every call again.
 */
export function ResourcePage(props: ResourcePageProps) {
  return (
    <RefSourcesProvider value={props.refSources ?? NO_SOURCES}>
      <ResourceList {...props} />
    </RefSourcesProvider>
  );
}

type FormState = { mode: 'add' } | { mode: 'edit'; row: Row } | null;
const ALWAYS = () => true;

function ResourceList({
  def,
  toolbar,
  rowActions,
  rowCan = ALWAYS,
  columns: adjustColumns,
  detailExtra,
  addDefaults,
  header,
  formWidgets,
}: ResourcePageProps) {
  const { t } = useTranslation('resource');
  const lang = useLang();
  const can = useGrants(def);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(def, params), [def, params]);
  const setState = (next: ListState) => setParams(writeListState(def, next, params));
  const input = useMemo(() => pageInput(def, state), [def, state]);

  const list = useQuery({
    queryKey: [...resourceKey(def.name), 'page', input],
    queryFn: ({ signal }) => resourceCall(def, 'SelectPage', input, { silent: true, signal }),
    placeholderData: keepPreviousData,
  });
  const refs = useRefs(useMemo(() => refNamesOf(def), [def]));
  const { areaName, areaPlace } = useAreaTexts(def);

  const [form, setForm] = useState<FormState>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);

  // A selection belongs to the page it was made on: a new page, filter or sort starts with none.
  const inputKey = JSON.stringify(input);
  const [selection, setSelection] = useState<{ key: string; ids: number[] }>({ key: '', ids: [] });
  const selected = selection.key === inputKey ? selection.ids : [];
  const setSelected = (ids: number[]) => setSelection({ key: inputKey, ids });

  // Deleting the last rows of the last page: go to the page that now is the last one.
  const total = list.data?.total ?? 0;
  const emptyPage = !!list.data && list.data.list.length === 0 && total > 0 && state.page > lastPage(total, state.size);
  useEffect(() => {
    if (emptyPage) setParams(writeListState(def, { ...state, page: lastPage(total, state.size) }, params), { replace: true });
  }, [emptyPage, def, state, total, params, setParams]);

  const remove = useMutation({
    mutationFn: (ids: number[]) => resourceCall(def, 'Delete', ids.length === 1 ? { [def.id]: ids[0] as number } : { Ids: ids }),
    onSuccess: () => {
      notify.success(t('deletedSuccessfully'));
      setSelected([]);
      void queryClient.invalidateQueries({ queryKey: resourceKey(def.name) });
    },
  });

  const exportKey = `export-${def.name}`;
  const exporting = useMutation({
    mutationFn: () => {
      message?.open({ key: exportKey, type: 'loading', content: t('exporting'), duration: 0 });
      const sort = state.sort ?? def.sort;
      return resourceCall(def, 'Export', { ...filterInput(def, state.filters), ...(sort ? { sort } : {}) });
    },
    onSuccess: ({ FilePath, Rows }) => {
      message?.open({ key: exportKey, type: 'success', content: t('exported', { count: Rows }), duration: 2 });
      downloadFile(FilePath, `${textOf(def.title, lang)}-${dayjs().format('YYYYMMDD-HHmmss')}.xlsx`);
    },
    onError: () => message?.destroy(exportKey),
  });

  const ctx: CellContext = { lang, yes: t('yes'), no: t('no'), areaName, areaPlace };
  const renderCell = (c: ColumnSpec, value: unknown): ReactNode => {
    if (isMultiValue(c.field)) return <ValueTags texts={displayList(c.field, value, ctx)} />;
    const text = displayValue(c.field, value, { ...ctx, refLabel: c.field.ref ? refs[c.field.ref]?.labelOf : undefined });
    if (c.field.kind === 'enum' && c.key === 'State' && text) {
      const index = c.field.options?.findIndex((o) => String(o.value) === String(value)) ?? -1;
      return <Tag color={TAG_COLORS[index] ?? 'default'}>{text}</Tag>;
    }
    return text;
  };

  const sort = state.sort ?? def.sort;
  const built: ColumnsType<Row> = listColumns(def, lang).map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    sorter: c.sortable,
    sortOrder: c.sortable ? sortOrderOf(sort, c.key) : undefined,
    ellipsis: c.field.kind === 'text',
    render: (value: unknown) => renderCell(c, value),
    onCell: () => ({ 'data-col': c.key }) as HTMLAttributes<HTMLElement>,
  }));

  const canView = can('GetDetail');
  const canEdit = can('Update');
  const canDelete = can('Delete');
  if (canView || canEdit || canDelete || rowActions) {
    built.push({
      key: '__actions',
      title: t('actions'),
      fixed: 'right',
      width: 1,
      render: (_, row) => {
        const id = Number(row[def.id]);
        const shown = def.fields[def.display];
        const name = (shown && displayValue(shown, row[def.display], ctx)) || String(row[def.display] ?? id);
        return (
          <Space size={0} style={{ whiteSpace: 'nowrap' }}>
            {canView && (
              <Button type="link" size="small" onClick={() => setDetailId(id)} data-testid="resource-row-view" data-row-id={id}>
                {t('view')}
              </Button>
            )}
            {canEdit && rowCan(row, 'Update') && (
              <Button
                type="link"
                size="small"
                onClick={() => setForm({ mode: 'edit', row })}
                data-testid="resource-row-edit"
                data-row-id={id}
              >
                {t('edit')}
              </Button>
            )}
            {canDelete && rowCan(row, 'Delete') && (
              <Popconfirm
                title={t('confirmDelete', { name })}
                okText={t('ok')}
                cancelText={t('cancel')}
                okButtonProps={{ 'data-testid': 'resource-row-delete-confirm' } as Record<string, string>}
                onConfirm={() => remove.mutateAsync([id]).catch(() => undefined)}
              >
                <Button type="link" size="small" danger data-testid="resource-row-delete" data-row-id={id}>
                  {t('delete')}
                </Button>
              </Popconfirm>
            )}
            {rowActions?.(row)}
          </Space>
        );
      },
    });
  }
  const columns = adjustColumns ? adjustColumns(built) : built;

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      setState({ ...state, page: 1, sort: sortFromTable(s?.order ? String(s.columnKey) : undefined, s?.order) });
    } else if (extra.action === 'paginate') {
      const size = pagination.pageSize ?? state.size;
      setState({ ...state, size, page: size !== state.size ? 1 : (pagination.current ?? 1) });
    }
  };

  const filtered = Object.keys(state.filters).length > 0;
  const refetch = () => void list.refetch();

  let content: ReactNode;
  if (list.isError && !list.data) {
    content = <LoadFailed block error={list.error} retry={refetch} testId="resource-error" />;
  } else {
    content = (
      <>
        {list.isError && (
          <div style={{ marginBottom: 12 }}>
            <LoadFailed error={list.error} retry={refetch} testId="resource-error" />
          </div>
        )}
        <Table<Row>
          data-testid="resource-table"
          rowKey={(row) => Number(row[def.id])}
          size="middle"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          scroll={{ x: 'max-content' }}
          onChange={onChange}
          onRow={(row) => ({ 'data-row-id': row[def.id] }) as HTMLAttributes<HTMLElement>}
          rowSelection={
            canDelete
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  getCheckboxProps: (row) => ({ disabled: !rowCan(row, 'Delete') }),
                }
              : undefined
          }
          locale={{
            emptyText: list.isPending ? (
              <div style={{ height: 120 }} />
            ) : (
              <NoData text={t(filtered ? 'emptyFiltered' : 'noData')} testId="resource-empty" />
            ),
          }}
          pagination={{
            current: state.page,
            pageSize: state.size,
            total,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (n) => <span data-testid="resource-total">{t('total', { total: n })}</span>,
          }}
        />
      </>
    );
  }

  return (
    // minmax(0, 1fr): a table wider than the page scrolls inside its card instead of widening the grid past the screen.
    <div data-testid="resource-page" data-resource={def.name} style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {Object.values(def.fields).some((f) => f.filter) && (
        <Card size="small" styles={{ body: { paddingBottom: 0 } }}>
          <SearchForm
            def={def}
            filters={state.filters}
            onSearch={(filters) => setState({ ...state, filters, page: 1 })}
            onReset={() => setState({ ...emptyListState(), size: state.size })}
          />
        </Card>
      )}
      {header}
      <Card
        title={textOf(def.title, lang)}
        extra={
          <Space wrap>
            {canDelete && (
              <Popconfirm
                title={t('confirmBulkDelete', { count: selected.length })}
                okText={t('ok')}
                cancelText={t('cancel')}
                disabled={selected.length === 0}
                okButtonProps={{ 'data-testid': 'resource-bulk-delete-confirm' } as Record<string, string>}
                onConfirm={() => remove.mutateAsync(selected).catch(() => undefined)}
              >
                <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} data-testid="resource-bulk-delete">
                  {selected.length ? `${t('bulkDelete')} (${selected.length})` : t('bulkDelete')}
                </Button>
              </Popconfirm>
            )}
            {toolbar?.({ selected, refetch })}
            {can('Import') && (
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="resource-import">
                {t('import')}
              </Button>
            )}
            {can('Export') && (
              <Button
                icon={<DownloadOutlined />}
                loading={exporting.isPending}
                onClick={() => exporting.mutate()}
                data-testid="resource-export"
              >
                {t('export')}
              </Button>
            )}
            {can('Add') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ mode: 'add' })} data-testid="resource-add">
                {t('add')}
              </Button>
            )}
            <Tooltip title={t('retry')}>
              <Button icon={<ReloadOutlined />} onClick={refetch} aria-label={t('retry')} data-testid="resource-reload" />
            </Tooltip>
          </Space>
        }
      >
        {content}
      </Card>

      <ResourceForm
        def={def}
        mode={form?.mode ?? 'add'}
        open={form != null}
        record={form?.mode === 'edit' ? form.row : undefined}
        defaults={addDefaults}
        onClose={() => setForm(null)}
        widgets={formWidgets}
      />
      <ResourceDetailDrawer def={def} id={detailId} onClose={() => setDetailId(null)} extra={detailExtra} />
      {can('Import') && <ImportWizard def={def} open={importing} onClose={() => setImporting(false)} />}
    </div>
  );
}

export default ResourcePage;
