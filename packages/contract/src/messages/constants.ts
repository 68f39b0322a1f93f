/** SMS verification codes (spec §9). */
export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_CODE_MAX_TRIES = 5;
export const SMS_DAILY_LIMIT = 10;
export const SMS_MESSAGE_TYPES = ['Login', 'UpdatePassword', 'Register', 'ResetPassword', 'UpdateMobile'] as const;
export type SmsMessageType = (typeof SMS_MESSAGE_TYPES)[number];
