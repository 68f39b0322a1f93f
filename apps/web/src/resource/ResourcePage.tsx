// The engine's list page in one file (a little over 400 lines): its state in the URL, the query, the
// table or cards, the toolbar, bulk delete, export and import are one flow a screen takes whole.

import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import type { ResourceDef } from '@kc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { type HTMLAttributes, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../api/notify.ts';
import { LoadFailed, NoData } from '../components/QueryState.tsx';
import { selectionTitle } from '../components/selectionTitle.tsx';
import { useMobile } from '../shell/settings.ts';
import { type Row, resourceCall } from './api.ts';
import { ClippedCell, useCells } from './cells.tsx';
import { downloadFile } from './files.ts';
import { useFocusableScroll } from './focusableScroll.ts';
import { type RefSources, RefSourcesProvider, resourceKey, useGrants, useLang } from './hooks.ts';
import { ImportWizard } from './ImportWizard.tsx';
import { ListCards } from './ListCards.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import {
  type ColumnSpec,
  cardColumns,
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
import { useCallProgress, useProgressText } from './progress.tsx';
import { ResourceDetailDrawer, type ResourceDetailProps } from './ResourceDetail.tsx';
import { type FormWidget, ResourceForm } from './ResourceForm.tsx';
import { type ActionItem, type ActionList, presentActions, RowActions } from './RowActions.tsx';
import { ListFilters } from './SearchForm.tsx';

export interface ResourcePageProps {
  def: ResourceDef;
  /** Picker sources for references the engine cannot list itself, by referenced resource name. */
  refSources?: RefSources;
  /** More toolbar actions (a page's own bulk or workflow actions); in a menu on a phone. */
  toolbar?: (ctx: { selected: number[]; refetch: () => void }) => ActionList;
  /** More actions on each row, after view / edit and before delete (three show on a desktop row, the rest under "More"). */
  rowActions?: (row: Row) => ActionList;
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
  /**
   * Values the page holds fixed: sent as filters with every list and export, and with every Add (a
   * view of one kind of record — the devices of one type — on a definition narrowed to its fields).
   */
  fixed?: Readonly<Record<string, unknown>>;
  /** After an Add went through, with its answer (a value the server answers once, such as a device's secret) and what was sent. */
  onAdded?: (answer: Row, sent: Row) => void;
}

/** The row actions whose buttons a record's state may withhold. */
export type RowAction = 'Update' | 'Delete';

const NO_SOURCES: RefSources = {};

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
  fixed,
  onAdded,
}: ResourcePageProps) {
  const { t } = useTranslation('resource');
  const lang = useLang();
  const can = useGrants(def);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(def, params), [def, params]);
  // Over the query as it is now (a tab's keys set a moment ago stay; see lib/urlQuery.ts).
  const setState = (next: ListState) => setParams(writeListState(def, next, new URLSearchParams(window.location.search)));
  const input = useMemo(() => ({ ...pageInput(def, state), ...fixed }), [def, state, fixed]);

  const list = useQuery({
    queryKey: [...resourceKey(def.name), 'page', input],
    queryFn: ({ signal }) => resourceCall(def, 'SelectPage', input, { silent: true, signal }),
    placeholderData: keepPreviousData,
  });

  const [form, setForm] = useState<FormState>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const mobile = useMobile();

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
  const [exportRunning, setExportRunning] = useState(false);
  const exportProgress = useCallProgress(exportRunning);
  const progressText = useProgressText();
  const exporting = useMutation({
    mutationFn: () => {
      message?.open({ key: exportKey, type: 'loading', content: t('exporting'), duration: 0 });
      setExportRunning(true);
      const sort = state.sort ?? def.sort;
      const input = { ...filterInput(def, state.filters), ...fixed, ...(sort ? { sort } : {}), ProgressKey: exportProgress.begin() };
      return resourceCall(def, 'Export', input);
    },
    onSuccess: ({ FilePath, Rows }) => {
      message?.open({ key: exportKey, type: 'success', content: t('exported', { count: Rows }), duration: 2 });
      downloadFile(FilePath, `${textOf(def.title, lang)}-${dayjs().format('YYYYMMDD-HHmmss')}.xlsx`);
    },
    onError: () => message?.destroy(exportKey),
    onSettled: () => setExportRunning(false),
  });
  // A long export says how far it is (rows written of rows matched) in its message.
  const exportStatus = exporting.isPending ? progressText(exportProgress.progress, t('exporting')) : null;
  useEffect(() => {
    if (exportStatus) message?.open({ key: exportKey, type: 'loading', content: exportStatus, duration: 0 });
  }, [exportStatus, exportKey, message]);

  const { renderCell, nameOf } = useCells(def);

  const sort = state.sort ?? def.sort;
  const built: ColumnsType<Row> = listColumns(def, lang).map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: <ClippedCell max={160}>{c.title}</ClippedCell>,
    sorter: c.sortable,
    sortOrder: c.sortable ? sortOrderOf(sort, c.key) : undefined,
    render: (value: unknown) => <ClippedCell>{renderCell(c, value)}</ClippedCell>,
    onCell: () => ({ 'data-col': c.key }) as HTMLAttributes<HTMLElement>,
  }));

  const canView = can('GetDetail');
  const canEdit = can('Update');
  const canDelete = can('Delete');
  /** View and edit first, the page's own, delete last: a desktop row shows three, the rest under "More". */
  const actionsOf = (row: Row): ActionList => {
    const id = Number(row[def.id]);
    return [
      canView && { key: 'view', label: t('view'), testId: 'resource-row-view', onClick: () => setDetailId(id) },
      canEdit &&
        rowCan(row, 'Update') && {
          key: 'edit',
          label: t('edit'),
          testId: 'resource-row-edit',
          onClick: () => setForm({ mode: 'edit', row }),
        },
      ...(rowActions?.(row) ?? []),
      canDelete &&
        rowCan(row, 'Delete') && {
          key: 'delete',
          label: t('delete'),
          testId: 'resource-row-delete',
          danger: true,
          confirm: { title: t('confirmDelete', { name: nameOf(row) }), testId: 'resource-row-delete-confirm' },
          onClick: () => remove.mutateAsync([id]),
        },
    ];
  };
  if (canView || canEdit || canDelete || rowActions) {
    built.push({
      key: '__actions',
      title: t('actions'),
      fixed: 'right',
      width: 1,
      render: (_, row) => <RowActions actions={actionsOf(row)} rowId={Number(row[def.id])} name={nameOf(row)} />,
    });
  }
  const columns = adjustColumns ? adjustColumns(built) : built;
  // A card draws a field as the table would, the page's own renders included.
  const cellOf = (c: ColumnSpec, row: Row): ReactNode => {
    const col = columns.find((x) => x.key === c.key) as { render?: (v: unknown, r: Row, i: number) => ReactNode } | undefined;
    return col?.render ? col.render(row[c.key], row, 0) : renderCell(c, row[c.key]);
  };

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      setState({ ...state, page: 1, sort: sortFromTable(s?.order ? String(s.columnKey) : undefined, s?.order) });
    } else if (extra.action === 'paginate') {
      const size = pagination.pageSize ?? state.size;
      setState({ ...state, size, page: size !== state.size ? 1 : (pagination.current ?? 1) });
    }
  };

  const filterCount = Object.keys(state.filters).length;
  const filtered = filterCount > 0;
  const refetch = () => void list.refetch();
  const empty = list.isPending ? (
    <div style={{ height: 120 }} />
  ) : (
    <NoData text={t(filtered ? 'emptyFiltered' : 'noData')} testId="resource-empty" />
  );
  const totalText = <span data-testid="resource-total">{t('total', { total })}</span>;
  const tableBox = useRef<HTMLDivElement>(null);
  useFocusableScroll(tableBox, textOf(def.title, lang));
  const selectable = canDelete;

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
        {mobile ? (
          <ListCards
            rows={list.data?.list ?? []}
            idOf={(row) => Number(row[def.id])}
            nameOf={nameOf}
            fields={cardColumns(def, lang)}
            cell={cellOf}
            actionsOf={actionsOf}
            loading={list.isFetching}
            empty={empty}
            selection={selectable ? { selected, onChange: setSelected, allowed: (row) => rowCan(row, 'Delete') } : undefined}
            paging={{
              current: state.page,
              pageSize: state.size,
              total,
              totalText,
              onChange: (page, size) => setState({ ...state, size, page: size !== state.size ? 1 : page }),
            }}
          />
        ) : (
          <div ref={tableBox}>
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
                selectable
                  ? {
                      selectedRowKeys: selected,
                      columnTitle: selectionTitle,
                      onChange: (keys) => setSelected(keys.map(Number)),
                      getCheckboxProps: (row) => ({ disabled: !rowCan(row, 'Delete'), 'aria-label': nameOf(row) }),
                    }
                  : undefined
              }
              locale={{ emptyText: empty }}
              pagination={{
                current: state.page,
                pageSize: state.size,
                total,
                showSizeChanger: true,
                pageSizeOptions: PAGE_SIZES.map(String),
                showTotal: () => totalText,
              }}
            />
          </div>
        )}
      </>
    );
  }

  const tools: ActionItem[] = presentActions([
    canDelete && {
      key: 'bulk-delete',
      label: selected.length ? `${t('bulkDelete')} (${selected.length})` : t('bulkDelete'),
      testId: 'resource-bulk-delete',
      icon: <DeleteOutlined />,
      danger: true,
      disabled: selected.length === 0,
      confirm: { title: t('confirmBulkDelete', { count: selected.length }), testId: 'resource-bulk-delete-confirm' },
      onClick: () => remove.mutateAsync(selected),
    },
    ...(toolbar?.({ selected, refetch }) ?? []),
    can('Import') && {
      key: 'import',
      label: t('import'),
      testId: 'resource-import',
      icon: <UploadOutlined />,
      onClick: () => setImporting(true),
    },
    can('Export') && {
      key: 'export',
      label: t('export'),
      testId: 'resource-export',
      icon: <DownloadOutlined />,
      loading: exporting.isPending,
      onClick: () => exporting.mutate(),
    },
    { key: 'reload', label: t('retry'), testId: 'resource-reload', icon: <ReloadOutlined />, onClick: refetch },
  ]);
  const add: ActionItem | undefined = can('Add')
    ? { key: 'add', label: t('add'), testId: 'resource-add', icon: <PlusOutlined />, onClick: () => setForm({ mode: 'add' }) }
    : undefined;
  const hasFilters = Object.values(def.fields).some((f) => f.filter);
  const closeFilters = () => setFiltersOpen(false);
  const toolbarNode = (
    <ListToolbar
      main={add}
      items={tools}
      compact={mobile}
      filters={hasFilters ? { count: filterCount, open: () => setFiltersOpen(true) } : undefined}
    />
  );
  return (
    // minmax(0, 1fr): a table wider than the page scrolls inside its card instead of widening the grid past the screen.
    <div
      data-testid="resource-page"
      data-resource={def.name}
      data-layout={mobile ? 'cards' : 'table'}
      style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      {hasFilters && (
        <ListFilters
          def={def}
          filters={state.filters}
          compact={mobile}
          open={filtersOpen}
          onClose={closeFilters}
          onSearch={(filters) => {
            setState({ ...state, filters, page: 1 });
            closeFilters();
          }}
          onReset={() => {
            setState({ ...emptyListState(), size: state.size });
            closeFilters();
          }}
        />
      )}
      {header}
      <Card title={<h2 className="resource-title">{textOf(def.title, lang)}</h2>} extra={mobile ? toolbarNode : undefined}>
        {!mobile && <div className="resource-toolbar">{toolbarNode}</div>}
        {content}
      </Card>

      <ResourceForm
        def={def}
        mode={form?.mode ?? 'add'}
        open={form != null}
        record={form?.mode === 'edit' ? form.row : undefined}
        defaults={addDefaults}
        onClose={() => setForm(null)}
        onDone={(answer, sent) => {
          if (form?.mode === 'add') onAdded?.(answer as Row, sent);
        }}
        widgets={formWidgets}
        fixed={fixed}
      />
      <ResourceDetailDrawer def={def} id={detailId} onClose={() => setDetailId(null)} extra={detailExtra} />
      {can('Import') && <ImportWizard def={def} open={importing} onClose={() => setImporting(false)} />}
    </div>
  );
}

export default ResourcePage;
