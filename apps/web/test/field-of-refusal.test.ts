import { describe, expect, it } from 'vitest';
import { fieldOfRefusal } from '../src/lib/fieldOfRefusal.ts';

const fields = (name: string) => ['Symptoms', 'StartDate'].includes(name);

describe('a refusal about a form field', () => {
  it('goes on the field the server names, in any language, without the label before the reason', () => {
    expect(fieldOfRefusal({ message: '症状：当类型为病假时必填', field: 'Symptoms' }, fields)).toEqual({
      field: 'Symptoms',
      message: '当类型为病假时必填',
    });
    expect(fieldOfRefusal({ message: 'Síntomas: obligatorio cuando tipo es baja por enfermedad', field: 'Symptoms' }, fields)).toEqual({
      field: 'Symptoms',
      message: 'obligatorio cuando tipo es baja por enfermedad',
    });
    expect(fieldOfRefusal({ message: 'Symptoms: required when kind is sick leave', field: 'Symptoms' }, fields)?.message).toBe(
      'required when kind is sick leave',
    );
  });

  it('is not about a field the form lacks', () => {
    expect(fieldOfRefusal({ message: '班级：该班级已满', field: 'ClassId' }, fields)).toBeNull();
    expect(fieldOfRefusal({ message: '用户名或密码错误' }, fields)).toBeNull();
  });

  it('still reads an answer without `field` worded `Field: reason`', () => {
    expect(fieldOfRefusal('StartDate: not a real date', fields)).toEqual({ field: 'StartDate', message: 'not a real date' });
    expect(fieldOfRefusal({ message: 'StartDate: not a real date' }, fields)?.field).toBe('StartDate');
  });
});
