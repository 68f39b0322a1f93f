/** Full-area loading indicator used while a route chunk or the session loads (plain markup: stays in the entry chunk). */
export function PageLoading() {
  return (
    <div
      data-testid="page-loading"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 240, height: '100%' }}
    >
      <span className="kc-spinner" role="status" aria-label="loading" />
    </div>
  );
}
