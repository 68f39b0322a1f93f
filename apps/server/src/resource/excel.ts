import ExcelJS from 'exceljs';

// Spreadsheet reading and writing of the engine (exceljs): exports stream rows to disk, the
// import reader streams rows from disk, so neither holds a whole workbook in memory.

export type Cell = string | number | null;

export interface SheetColumn {
  header: string;
  width?: number;
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ . */
export const sheetName = (s: string): string => s.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/** Streams rows into an .xlsx file (header row bold and frozen); answers the number of data rows. */
export async function writeXlsx(file: string, name: string, columns: SheetColumn[], rows: AsyncIterable<Cell[]>): Promise<number> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width ?? Math.min(40, Math.max(12, c.header.length * 2 + 4)) }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  let n = 0;
  for await (const row of rows) {
    ws.addRow(row).commit();
    n++;
  }
  ws.commit();
  await wb.commit();
  return n;
}

export interface TemplateColumn extends SheetColumn {
  key: string;
  required: boolean;
  /** Allowed labels (a drop-down list in the data rows). */
  choices?: string[];
}

/** Import templates keep the field names in a hidden second row, so a file is read whatever its language. */
export const TEMPLATE_DATA_ROWS = 1000;

/** The import template: labels (required ones marked *), the hidden row of field names, drop-downs for enums. */
export async function writeTemplate(file: string, name: string, columns: TemplateColumn[]): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 2 }] });
  ws.columns = columns.map((c) => ({ width: Math.min(40, Math.max(14, c.header.length * 2 + 6)) }));
  const header = ws.getRow(1);
  const keys = ws.getRow(2);
  // One range per column (exceljs keeps range keys as they are; its typings omit the collection).
  const validations = (ws as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }).dataValidations;
  columns.forEach((c, i) => {
    header.getCell(i + 1).value = c.required ? `${c.header} *` : c.header;
    keys.getCell(i + 1).value = c.key;
    const list = c.choices?.map((x) => x.replace(/[",]/g, ' ')).join(',');
    if (list && list.length <= 250) {
      const col = ws.getColumn(i + 1).letter;
      validations.add(`${col}3:${col}${2 + TEMPLATE_DATA_ROWS}`, { type: 'list', allowBlank: !c.required, formulae: [`"${list}"`] });
    }
  });
  header.font = { bold: true };
  keys.hidden = true;
  await wb.xlsx.writeFile(file);
}

/** A cell's plain value: rich text joined, a formula's result, a link's text; errors as empty. */
export function plainCell(v: unknown): unknown {
  if (v == null) return null;
  if (typeof v !== 'object' || v instanceof Date) return v;
  const o = v as Record<string, unknown>;
  if (Array.isArray(o.richText)) return (o.richText as { text?: string }[]).map((r) => r.text ?? '').join('');
  if ('formula' in o || 'sharedFormula' in o) return plainCell(o.result);
  if ('text' in o) return plainCell(o.text);
  return null;
}

export class SheetTooLarge extends Error {}

/** The rows of the first worksheet (1-based row number, cells from column A); past row `maxRows`, SheetTooLarge. */
export async function* readFirstSheet(
  file: string,
  maxRows: number,
  tooLarge: string,
): AsyncGenerator<{ number: number; cells: unknown[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  });
  let first = true;
  for await (const ws of reader) {
    for await (const row of ws) {
      if (!first) continue;
      if (row.number > maxRows) throw new SheetTooLarge(tooLarge);
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      yield { number: row.number, cells: values.map(plainCell) };
    }
    first = false;
  }
}
