import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ABILITY_LEVEL_MAX, DEVELOPMENT_DOMAIN_OPTIONS, type Language, REPORT_STATE_OPTIONS, type ReportFigures } from '@kc/contract';
import PDFDocument from 'pdfkit';

/**
 * The term report as a PDF (pdfkit): the child, the radar of levels by domain drawn as vector
 * lines, the growth, attendance and health figures and the teacher's comment. Text is set in
 * Noto Sans SC (the GB2312 subset of @embedpdf/fonts-sc, OFL; Latin letters included), embedded
 * as a subset, so zh names print as written; a character outside GB2312 prints as a blank box.
 */
const require = createRequire(import.meta.url);
const FONT_FILE = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts', 'NotoSansHans-Regular.otf');
let font: Buffer | undefined;
const fontData = () => {
  font ??= readFileSync(FONT_FILE);
  return font;
};

const T = {
  title: { zh: '幼儿发展报告', en: 'Development report', es: 'Informe de desarrollo' },
  child: { zh: '幼儿', en: 'Child', es: 'Niño' },
  class: { zh: '班级', en: 'Class', es: 'Clase' },
  school: { zh: '学校', en: 'School', es: 'Escuela' },
  term: { zh: '学期', en: 'Term', es: 'Periodo' },
  version: { zh: '版本', en: 'Version', es: 'Versión' },
  levels: { zh: '各领域发展水平（1–5）', en: 'Levels by domain (1–5)', es: 'Niveles por área (1–5)' },
  none: { zh: '未评估', en: 'not assessed', es: 'sin evaluar' },
  growth: { zh: '生长发育', en: 'Growth', es: 'Crecimiento' },
  noGrowth: { zh: '本学期无测量', en: 'no measurement this term', es: 'sin medición en el periodo' },
  attendance: { zh: '出勤', en: 'Attendance', es: 'Asistencia' },
  health: { zh: '健康', en: 'Health', es: 'Salud' },
  comment: { zh: '教师评语', en: "Teacher's comment", es: 'Comentario del docente' },
} as const;

export interface PdfReport {
  StudentName: string;
  ClassName: string;
  SchoolName: string;
  Term: string;
  Version: number;
  State: number;
  Comment: string;
}

const fmtZ = (z: number | null) => (z == null ? '–' : z.toFixed(2));

/** The radar: rings at each level, an axis per domain, the child's polygon (vector lines). */
function radar(doc: PDFKit.PDFDocument, cx: number, cy: number, r: number, figures: ReportFigures, lang: Language) {
  const n = figures.Domains.length;
  const at = (i: number, v: number) => {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
    return [cx + (r * v * Math.cos(a)) / ABILITY_LEVEL_MAX, cy + (r * v * Math.sin(a)) / ABILITY_LEVEL_MAX] as const;
  };
  doc.lineWidth(0.5).strokeColor('#bbbbbb');
  for (let level = 1; level <= ABILITY_LEVEL_MAX; level++) {
    const [x0, y0] = at(0, level);
    doc.moveTo(x0, y0);
    for (let i = 1; i < n; i++) doc.lineTo(...at(i, level));
    doc.closePath().stroke();
  }
  figures.Domains.forEach((d, i) => {
    doc
      .moveTo(cx, cy)
      .lineTo(...at(i, ABILITY_LEVEL_MAX))
      .stroke();
    const [lx, ly] = at(i, ABILITY_LEVEL_MAX + 0.9);
    const label = DEVELOPMENT_DOMAIN_OPTIONS.find((o) => o.value === d.Domain)?.label[lang] ?? d.Domain;
    doc
      .fillColor('#333333')
      .fontSize(9)
      .text(`${label} ${d.Level ?? '–'}`, lx - 40, ly - 5, { width: 80, align: 'center' });
  });
  const pts = figures.Domains.map((d, i) => at(i, d.Level ?? 0));
  doc.lineWidth(1.5).strokeColor('#1677ff').fillColor('#1677ff').fillOpacity(0.2);
  const [first, ...rest] = pts;
  if (first) {
    doc.moveTo(...first);
    for (const p of rest) doc.lineTo(...p);
    doc.closePath().fillAndStroke();
  }
  doc.fillOpacity(1).fillColor('#000000').strokeColor('#000000');
}

/** One report's PDF, in `lang`. */
export function reportPdf(r: PdfReport, figures: ReportFigures, lang: Language): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${T.title[lang]} ${r.StudentName} ${r.Term}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', fontData());
  doc.font('body');
  const state = REPORT_STATE_OPTIONS.find((o) => o.value === r.State)?.label[lang] ?? '';
  doc.fontSize(20).text(`${T.title[lang]}`, { align: 'center' });
  doc.moveDown(0.5).fontSize(11);
  doc.text(`${T.child[lang]}: ${r.StudentName}    ${T.class[lang]}: ${r.ClassName}    ${T.school[lang]}: ${r.SchoolName}`);
  doc.text(`${T.term[lang]}: ${r.Term} (${figures.From} – ${figures.To})    ${T.version[lang]}: ${r.Version} · ${state}`);
  doc.moveDown().fontSize(13).text(T.levels[lang]);
  const top = doc.y + 10;
  radar(doc, 300, top + 120, 100, figures, lang);
  doc.x = 50;
  doc.y = top + 260;
  doc.fontSize(13).text(T.growth[lang]);
  doc.fontSize(10);
  const g = figures.Growth;
  doc.text(
    g
      ? `${g.MeasureDate}: ${g.Height} cm, ${g.Weight} kg, BMI ${g.Bmi}; z: W/A ${fmtZ(g.WeightForAgeZ)}, H/A ${fmtZ(g.HeightForAgeZ)}, W/H ${fmtZ(g.WeightForHeightZ)}, BMI/A ${fmtZ(g.BmiForAgeZ)}`
      : T.noGrowth[lang],
  );
  const a = figures.Attendance;
  doc.moveDown(0.5).fontSize(13).text(T.attendance[lang]);
  doc.fontSize(10).text(`${a.PresentDays} / ${a.SchoolDays} (${Math.round(a.Rate * 1000) / 10}%)`);
  const h = figures.Health;
  doc.moveDown(0.5).fontSize(13).text(T.health[lang]);
  doc.fontSize(10).text(`${HEALTH_TEXT[lang](h.SickDays, h.Checks, h.FlaggedChecks)}`);
  doc.moveDown(0.5).fontSize(13).text(T.comment[lang]);
  doc.fontSize(10).text(r.Comment || '–');
  doc.end();
  return done;
}

const HEALTH_TEXT: Record<Language, (sick: number, checks: number, flagged: number) => string> = {
  zh: (s, c, f) => `病假 ${s} 天；晨午检 ${c} 次，异常 ${f} 次`,
  en: (s, c, f) => `${s} sick days; ${c} daily checks, ${f} flagged`,
  es: (s, c, f) => `${s} días de enfermedad; ${c} controles diarios, ${f} con incidencias`,
};
