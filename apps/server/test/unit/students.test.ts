import { ageOn, birthdayOfIdCardNo, GENDER, gradeForBirthday, isValidIdCardNo, maskIdCardNo } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { monthsSomewhere } from '../../src/lib/local-dates.ts';
import { divideIntoClasses } from '../../src/modules/students/division.ts';
import { fieldCipher } from '../../src/modules/students/id-card.ts';
import { idCardNo } from '../id-card.ts';

describe('ID card numbers', () => {
  it('accepts a number with its check character and a real date, refuses the rest', () => {
    const ok = idCardNo('2021-03-15');
    expect(isValidIdCardNo(ok)).toBe(true);
    expect(birthdayOfIdCardNo(ok)).toBe('2021-03-15');
    const wrongCheck = ok.slice(0, 17) + (ok[17] === '0' ? '1' : '0');
    expect(isValidIdCardNo(wrongCheck)).toBe(false);
    expect(isValidIdCardNo(idCardNo('2021-02-30'))).toBe(false);
    expect(isValidIdCardNo('11010520210315123')).toBe(false);
    // The check character X is accepted in either case.
    const withX = Array.from({ length: 200 }, (_, i) => idCardNo('2020-06-01', i)).find((v) => v.endsWith('X')) as string;
    expect(isValidIdCardNo(withX.toLowerCase())).toBe(true);
  });

  it('masks all but the first three and the last four characters', () => {
    expect(maskIdCardNo('110105202103151234')).toBe('110***********1234');
    expect(maskIdCardNo('')).toBe('');
  });

  it('encrypts with a fresh IV each time, decrypts only with the same key, and hashes stably', () => {
    const a = fieldCipher('key-one');
    const stored = a.encrypt('110105202103151234');
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain('1101052021');
    expect(a.encrypt('110105202103151234')).not.toBe(stored);
    expect(a.decrypt(stored)).toBe('110105202103151234');
    expect(() => fieldCipher('key-two').decrypt(stored)).toThrow();
    expect(a.hash('x')).toBe(fieldCipher('key-one').hash('x'));
    expect(a.hash('x')).not.toBe(fieldCipher('key-two').hash('x'));
  });
});

describe('age and grade', () => {
  it('counts whole years and months, across the year end and for 29 February', () => {
    expect(ageOn('2021-01-01', '2026-01-01')).toEqual({ years: 5, months: 0 });
    expect(ageOn('2021-01-01', '2025-12-31')).toEqual({ years: 4, months: 11 });
    expect(ageOn('2020-02-29', '2021-02-28')).toEqual({ years: 0, months: 11 });
    expect(ageOn('2020-02-29', '2021-03-01')).toEqual({ years: 1, months: 0 });
    expect(ageOn('2022-11-23', '2026-11-22')).toEqual({ years: 3, months: 11 });
  });

  it('puts a child in the grade of the whole years it has on 31 August of the academic year', () => {
    expect(gradeForBirthday('2023-08-31', 2026)).toBe('junior');
    expect(gradeForBirthday('2023-09-01', 2026)).toBe('nursery');
    expect(gradeForBirthday('2022-01-10', 2026)).toBe('middle');
    expect(gradeForBirthday('2021-05-05', 2026)).toBe('senior');
    expect(gradeForBirthday('2019-05-05', 2026)).toBeNull();
  });

  it('knows the months some time zone is in: 31 December 16:30 UTC is already January in UTC+8', () => {
    expect(monthsSomewhere(new Date('2026-12-31T16:30:00Z')).sort()).toEqual([1, 12]);
    expect(monthsSomewhere(new Date('2026-06-15T12:00:00Z'))).toEqual([6]);
  });
});

describe('dividing new children into classes', () => {
  const kids = (boys: number, girls: number) => [
    ...Array.from({ length: boys }, (_, i) => ({ StudentId: 100 + i, Gender: GENDER.Boy, Birthday: `2022-0${1 + (i % 9)}-01` })),
    ...Array.from({ length: girls }, (_, i) => ({ StudentId: 200 + i, Gender: GENDER.Girl, Birthday: `2022-0${1 + (i % 9)}-02` })),
  ];
  const empty = (id: number, capacity = 25) => ({ ClassId: id, Capacity: capacity, Count: 0, Boys: 0, Girls: 0 });
  const summary = (d: ReturnType<typeof divideIntoClasses>, all: ReturnType<typeof kids>) =>
    [...d.placed.entries()].map(([id, ids]) => ({
      id,
      total: ids.length,
      boys: ids.filter((s) => all.find((k) => k.StudentId === s)?.Gender === GENDER.Boy).length,
    }));

  it('balances the count and the gender over empty classes', () => {
    const all = kids(10, 8);
    const s = summary(divideIntoClasses([empty(1), empty(2), empty(3)], all), all);
    expect(s.map((x) => x.total)).toEqual([6, 6, 6]);
    const boys = s.map((x) => x.boys);
    expect(Math.max(...boys) - Math.min(...boys)).toBeLessThanOrEqual(1);
    expect(boys.reduce((a, b) => a + b)).toBe(10);
  });

  it('fills the emptier class first and evens the genders with the children already there', () => {
    const all = kids(2, 2);
    const d = divideIntoClasses([{ ClassId: 1, Capacity: 25, Count: 4, Boys: 4, Girls: 0 }, empty(2)], all);
    const s = summary(d, all);
    expect(s.find((x) => x.id === 2)?.total).toBe(4);
    const d2 = divideIntoClasses(
      [
        { ClassId: 1, Capacity: 25, Count: 3, Boys: 3, Girls: 0 },
        { ClassId: 2, Capacity: 25, Count: 3, Boys: 0, Girls: 3 },
      ],
      kids(1, 1),
    );
    expect(d2.placed.get(1)).toEqual([200]);
    expect(d2.placed.get(2)).toEqual([100]);
  });

  it('never exceeds a capacity: who finds no place is unplaced, and the result is the same every time', () => {
    const all = kids(5, 5);
    const classes = [empty(1, 3), { ClassId: 2, Capacity: 4, Count: 2, Boys: 1, Girls: 1 }];
    const d = divideIntoClasses(classes, all);
    expect(d.placed.get(1)).toHaveLength(3);
    expect(d.placed.get(2)).toHaveLength(2);
    expect(d.unplaced).toHaveLength(5);
    expect(divideIntoClasses(classes, [...all].reverse())).toEqual(d);
  });
});
