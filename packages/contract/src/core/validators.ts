/**
 * Validation rules of spec §5. Each rule answers a message key; the texts live in
 * `validationMessages` (English is the spec's wording verbatim) so the web shows them
 * in zh / en / es and the server answers 100001 with the English one.
 */
export const validationMessages = {
  en: {
    nameRequired: 'name cannot be empty',
    nameLeadingSpace: 'the first character cannot be a space',
    username: 'cannot be empty, length 5-25 characters',
    phoneFormat: 'phone number format error',
    phoneEmpty: 'phone number cannot be empty',
    phoneWrong: 'phone number wrong',
    verifyCode: 'verification code error',
    password: 'cannot be empty, length 6-20 characters',
    newPasswordRequired: 'please enter the new password',
    repeatPasswordRequired: 'please enter the password again',
    passwordMismatch: 'the two passwords entered are inconsistent',
    schoolAddress: 'please choose school address',
    positiveInteger: 'cannot be empty and value greater than 0',
    agreement: 'please read and agree to the agreement',
    required: 'cannot be empty',
    clock: 'must be a time of the day HH:mm',
    httpsUrl: 'must be an https:// address',
  },
  zh: {
    nameRequired: '名称不能为空',
    nameLeadingSpace: '首字符不能为空格',
    username: '不能为空，长度5-25个字符',
    phoneFormat: '手机号码格式错误',
    phoneEmpty: '手机号码不能为空',
    phoneWrong: '手机号码有误',
    verifyCode: '验证码错误',
    password: '不能为空，长度6-20个字符',
    newPasswordRequired: '请输入新密码',
    repeatPasswordRequired: '请再次输入密码',
    passwordMismatch: '两次输入的密码不一致',
    schoolAddress: '请选择学校地址',
    positiveInteger: '不能为空且数值大于0',
    agreement: '请阅读并同意协议',
    required: '不能为空',
    clock: '必须是 HH:mm 格式的时间',
    httpsUrl: '必须是 https:// 开头的地址',
  },
  es: {
    nameRequired: 'el nombre no puede estar vacío',
    nameLeadingSpace: 'el primer carácter no puede ser un espacio',
    username: 'no puede estar vacío, longitud de 5 a 25 caracteres',
    phoneFormat: 'formato de número de teléfono incorrecto',
    phoneEmpty: 'el número de teléfono no puede estar vacío',
    phoneWrong: 'número de teléfono incorrecto',
    verifyCode: 'código de verificación incorrecto',
    password: 'no puede estar vacío, longitud de 6 a 20 caracteres',
    newPasswordRequired: 'introduzca la nueva contraseña',
    repeatPasswordRequired: 'introduzca de nuevo la contraseña',
    passwordMismatch: 'las dos contraseñas introducidas no coinciden',
    schoolAddress: 'elija la dirección de la escuela',
    positiveInteger: 'no puede estar vacío y el valor debe ser mayor que 0',
    agreement: 'lea y acepte el acuerdo',
    required: 'no puede estar vacío',
    clock: 'debe ser una hora del día HH:mm',
    httpsUrl: 'debe ser una dirección https://',
  },
} as const;

export type ValidationKey = keyof (typeof validationMessages)['en'];

export const PHONE_RE = /^1[3-9]\d{9}$/;
export const VERIFY_CODE_RE = /^\d{6}$/;
export const POSITIVE_INTEGER_RE = /^[1-9]\d*$/;
export const MD5_HEX_RE = /^[0-9a-fA-F]{32}$/;
/** A time of the day on a school's wall clock, `HH:mm` (00:00–23:59). */
export const CLOCK_RE = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
/** An https address with a host name (a service's endpoint): no spaces, no user or password part. */
export const HTTPS_URL_RE = /^https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#][^\s@]*)?$/;

/** Plain predicates, answering the message key of the first rule broken, or null. */
export const check = {
  name(v: string | undefined | null): ValidationKey | null {
    if (v == null || v === '') return 'nameRequired';
    if (v.startsWith(' ')) return 'nameLeadingSpace';
    return null;
  },
  username(v: string | undefined | null): ValidationKey | null {
    return v && v.length >= 5 && v.length <= 25 ? null : 'username';
  },
  phone(v: string | undefined | null): ValidationKey | null {
    return v && PHONE_RE.test(v) ? null : 'phoneFormat';
  },
  /** The send-code form words its two phone errors differently (spec §5). */
  sendCodePhone(v: string | undefined | null): ValidationKey | null {
    if (!v) return 'phoneEmpty';
    return PHONE_RE.test(v) ? null : 'phoneWrong';
  },
  verifyCode(v: string | undefined | null): ValidationKey | null {
    return v && VERIFY_CODE_RE.test(v) ? null : 'verifyCode';
  },
  password(v: string | undefined | null): ValidationKey | null {
    return v && v.length >= 6 && v.length <= 20 ? null : 'password';
  },
  repeatPassword(repeat: string | undefined | null, password: string | undefined | null): ValidationKey | null {
    if (!repeat) return 'repeatPasswordRequired';
    return repeat === password ? null : 'passwordMismatch';
  },
  schoolAddress(codes: readonly unknown[] | undefined | null): ValidationKey | null {
    return Array.isArray(codes) && codes.length === 3 && codes.every((c) => c != null && c !== '') ? null : 'schoolAddress';
  },
  positiveInteger(v: string | number | undefined | null): ValidationKey | null {
    return v != null && POSITIVE_INTEGER_RE.test(String(v)) ? null : 'positiveInteger';
  },
  clock(v: string | undefined | null): ValidationKey | null {
    return v && CLOCK_RE.test(v) ? null : 'clock';
  },
  httpsUrl(v: string | undefined | null): ValidationKey | null {
    return v && HTTPS_URL_RE.test(v) ? null : 'httpsUrl';
  },
  agreement(v: boolean | undefined | null): ValidationKey | null {
    return v ? null : 'agreement';
  },
};
