import { describe, expect, it } from 'vitest';
import { zRule } from '../src/core/rules.ts';
import { check, validationMessages } from '../src/core/validators.ts';

describe('validators (spec §5)', () => {
  it('name: required, no leading space', () => {
    expect(check.name('')).toBe('nameRequired');
    expect(check.name(' Li')).toBe('nameLeadingSpace');
    expect(check.name('Li Wei')).toBeNull();
    expect(validationMessages.en.nameRequired).toBe('name cannot be empty');
  });

  it('username: 5 to 25 characters', () => {
    expect(check.username('abcd')).toBe('username');
    expect(check.username('abcde')).toBeNull();
    expect(check.username('a'.repeat(25))).toBeNull();
    expect(check.username('a'.repeat(26))).toBe('username');
    expect(validationMessages.en.username).toBe('cannot be empty, length 5-25 characters');
  });

  it('phone: 11 digits, 1 then 3-9', () => {
    expect(check.phone('13800000001')).toBeNull();
    expect(check.phone('12800000001')).toBe('phoneFormat');
    expect(check.phone('1380000000')).toBe('phoneFormat');
    expect(check.phone('138000000011')).toBe('phoneFormat');
    expect(validationMessages.en.phoneFormat).toBe('phone number format error');
  });

  it('send-code form words the phone errors differently', () => {
    expect(check.sendCodePhone('')).toBe('phoneEmpty');
    expect(check.sendCodePhone('123')).toBe('phoneWrong');
    expect(validationMessages.en.phoneEmpty).toBe('phone number cannot be empty');
    expect(validationMessages.en.phoneWrong).toBe('phone number wrong');
  });

  it('verification code: exactly 6 digits', () => {
    expect(check.verifyCode('12345')).toBe('verifyCode');
    expect(check.verifyCode('12345a')).toBe('verifyCode');
    expect(check.verifyCode('123456')).toBeNull();
    expect(validationMessages.en.verifyCode).toBe('verification code error');
  });

  it('password: 6 to 20; repeat must match', () => {
    expect(check.password('12345')).toBe('password');
    expect(check.password('123456')).toBeNull();
    expect(check.password('x'.repeat(21))).toBe('password');
    expect(check.repeatPassword('abcdef', 'abcdeg')).toBe('passwordMismatch');
    expect(check.repeatPassword('abcdef', 'abcdef')).toBeNull();
    expect(validationMessages.en.passwordMismatch).toBe('the two passwords entered are inconsistent');
  });

  it('school address needs three levels; positive integer starts 1-9; agreement ticked', () => {
    expect(check.schoolAddress(['11', '1101'])).toBe('schoolAddress');
    expect(check.schoolAddress(['11', '1101', '110105'])).toBeNull();
    expect(check.positiveInteger('0')).toBe('positiveInteger');
    expect(check.positiveInteger('012')).toBe('positiveInteger');
    expect(check.positiveInteger(12)).toBeNull();
    expect(check.agreement(false)).toBe('agreement');
    expect(validationMessages.en.schoolAddress).toBe('please choose school address');
    expect(validationMessages.en.positiveInteger).toBe('cannot be empty and value greater than 0');
    expect(validationMessages.en.agreement).toBe('please read and agree to the agreement');
  });

  it('every message exists in zh, en and es', () => {
    const keys = Object.keys(validationMessages.en).sort();
    expect(Object.keys(validationMessages.zh).sort()).toEqual(keys);
    expect(Object.keys(validationMessages.es).sort()).toEqual(keys);
  });

  it('zod rules carry the same messages', () => {
    const r = zRule.phone.safeParse('123');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('phone number format error');
    expect(zRule.username.safeParse('abc').error?.issues[0]?.message).toBe('cannot be empty, length 5-25 characters');
  });
});
