import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Spanish texts of growth (namespace 'growth'). */
export default {
  records: 'Mediciones',
  report: 'Fuera de ±2 DE',
  curve: 'Curvas de crecimiento',
  curveTitle: 'Curvas de crecimiento: {{name}}',
  weightForAge: 'Peso para la edad',
  heightForAge: 'Longitud/talla para la edad',
  weightForHeight: 'Peso para la longitud/talla',
  bmiForAge: 'IMC para la edad',
  ageMonths: 'Edad (meses)',
  heightCm: 'Longitud/talla (cm)',
  weightKg: 'Peso (kg)',
  bmi: 'IMC (kg/m²)',
  child: 'Niño',
  sd: '{{sd}} DE',
  median: 'Mediana',
  chartSummary_one: '{{title}}: {{count}} medición de {{name}} sobre las bandas de la OMS (−3 a +3 DE). {{points}}',
  chartSummary_other: '{{title}}: {{count}} mediciones de {{name}} sobre las bandas de la OMS (−3 a +3 DE). {{points}}',
  pointText: '{{date}}: {{x}}, {{y}} (z {{z}})',
  noPoints: 'Aún sin mediciones: solo las bandas.',
  school: 'Escuela',
  klass: 'Clase',
  allClasses: 'Todas las clases',
  measured_one: '{{count}} niño medido; se cuenta su última medición',
  measured_other: '{{count}} niños medidos; se cuenta la última medición de cada uno',
  outside_one: '{{count}} niño fuera de ±2 DE en algún indicador',
  outside_other: '{{count}} niños fuera de ±2 DE en algún indicador',
  noneOutside: 'Ningún niño fuera de ±2 DE.',
  measuredOn: 'Fecha de medición',
  z: 'z',
  source:
    'Patrones de crecimiento infantil de la OMS (2006) hasta los 60 meses; referencia de crecimiento de la OMS de 5 a 19 años (2007) después.',
} satisfies Translation<typeof en>;
