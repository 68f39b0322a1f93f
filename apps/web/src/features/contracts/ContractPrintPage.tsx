import { api, CONTRACT_STATE_OPTIONS, contract, PACKAGE_KIND_OPTIONS } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { QueryFallback } from '../../components/QueryState.tsx';
import { screenById } from '../../components/ScreenById.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { resourceCall } from '../../resource/api.ts';
import { QuoteTable } from './QuoteTable.tsx';

const PRINT_CSS = `
  body { background: #fff; }
  .contract-print { max-width: 800px; margin: 24px auto; font-size: 13px; }
  @media print { .contract-print { margin: 0; } .no-print { display: none; } @page { size: A4; margin: 16mm; } }
`;

/**
 * /print/contract?ContractId=: the printable preview outside the console's chrome: the contract
 * with its lines, discounts and totals in yuan, its state and audit; the browser's print (to
 * PDF) makes the document.
 */
export default screenById('ContractId', ContractPrint);

function ContractPrint({ id }: { id: number }) {
  const { t } = useTranslation('contracts');
  const text = useOptionText();
  const row = useQuery({
    queryKey: ['resource', contract.name, 'print', id],
    queryFn: () => resourceCall(contract, 'GetDetail', { ContractId: id }),
  });
  const preview = useQuery({
    queryKey: ['resource', contract.name, 'print-preview', id],
    queryFn: () => call(api.contractPreview, { ContractId: id }),
  });
  if (!row.isSuccess) return <QueryFallback query={row} rows={8} />;
  if (!preview.isSuccess) return <QueryFallback query={preview} rows={8} />;
  const c = row.data;
  const p = preview.data;
  const audited = p.Log.filter((l) => l.FromState === 2);
  return (
    <div className="contract-print" data-testid="contract-print-view">
      <style>{PRINT_CSS}</style>
      <h2>
        {p.SchoolName} · {t('contract')} {String(c.ContractNo)}
      </h2>
      <p>
        {t('child')}: {String(c.StudentName ?? '')} · {t('class')}: {p.ClassName ?? ''} · {t('package')}: {p.PackageName ?? ''} (
        {text(PACKAGE_KIND_OPTIONS, c.Kind)})
      </p>
      <p>
        {t('period')}: {String(c.StartDate)} – {String(c.EndDate)} · {t('state')}: {text(CONTRACT_STATE_OPTIONS, c.State)}
      </p>
      <QuoteTable
        quote={p}
        totals={{ ListAmount: Number(c.ListAmount), DiscountAmount: Number(c.DiscountAmount), TotalAmount: Number(c.TotalAmount) }}
      />
      <h3>{t('audit')}</h3>
      <ul>
        {audited.map((l) => (
          <li key={l.Time}>
            {new Date(l.Time).toLocaleString()} · {l.ByName ?? t('system')} · {text(CONTRACT_STATE_OPTIONS, l.ToState)} {l.Remark}
          </li>
        ))}
      </ul>
      <button type="button" className="no-print" onClick={() => window.print()} data-testid="contract-print-button">
        {t('print')}
      </button>
    </div>
  );
}
