/** "4 y 3 m" of whole months of age, in the words of `t` (its 'age' text takes years and months). */
export const ageText = (t: (key: 'age', values: { years: number; months: number }) => string, months: unknown): string =>
  typeof months === 'number' ? t('age', { years: Math.floor(months / 12), months: months % 12 }) : '';
