/**
 * The web side of the resource engine (ARCHITECTURE.md §5): one contract definition drives
 * the list page, the form and the detail view. A screen that needs more composes these.
 */
export { type ImportReport, type RefOption, type Row, resourceCall, resourceEndpoint } from './api.ts';
export { downloadFile, uploadExcel } from './files.ts';
export { type RefLoader, type RefSources, RefSourcesProvider, resourceKey, useGrants, useRefs } from './hooks.ts';
export { ImportWizard, type ImportWizardProps } from './ImportWizard.tsx';
export { ResourceDetail, ResourceDetailDrawer, type ResourceDetailProps } from './ResourceDetail.tsx';
export { type FormWidget, ResourceForm, type ResourceFormProps } from './ResourceForm.tsx';
export { ResourcePage, type ResourcePageProps } from './ResourcePage.tsx';
export { SearchForm, type SearchFormProps } from './SearchForm.tsx';
