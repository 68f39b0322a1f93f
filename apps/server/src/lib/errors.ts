import {
  Code,
  type CodeValue,
  codeMessage,
  codeMessages,
  isMessageKey,
  type Language,
  type MessageKey,
  type MessageParams,
  renderMessage,
  withField,
} from '@kc/contract';
import { fieldLabel } from './field-labels.ts';

/**
 * A business refusal: answered as HTTP 200 with this code and a message in the caller's language
 * (README "Messages and languages"). The message is a catalog key with its values and, for a
 * refusal about one input field, the field's name (the envelope's `field`; the text starts with
 * the field's label). A plain text (not a key) is answered as written, in every language: the
 * remaining English ones are listed in test/unit/message-sites.test.ts.
 */
export class ApiError extends Error {
  readonly key?: MessageKey;
  readonly params?: MessageParams;
  readonly field?: string;
  constructor(
    readonly code: CodeValue,
    message: string = codeMessages[code],
    params?: MessageParams,
    field?: string,
  ) {
    const key = isMessageKey(message) ? message : undefined;
    super(key ? renderIn('en', key, params, field) : message);
    this.key = key;
    this.params = params;
    this.field = field;
  }

  /** The message in a language. */
  messageIn(lang: Language): string {
    if (!this.key) return lang === 'en' || this.message !== codeMessages[this.code] ? this.message : codeMessage(lang, this.code);
    return renderIn(lang, this.key, this.params, this.field);
  }
}

/** A catalog message in a language, after its field's label when it names one. */
export function renderIn(lang: Language, key: MessageKey, params?: MessageParams, field?: string): string {
  const text = renderMessage(lang, key, params);
  return field ? withField(lang, lang === 'en' ? field : fieldLabel(field, lang), text) : text;
}

/** A refusal of input: a catalog key, its values, the field it is about. */
export const invalid = (key: MessageKey | (string & {}), params?: MessageParams, field?: string) =>
  new ApiError(Code.InvalidInput, key, params, field);
export const forbidden = (key: MessageKey | (string & {}) = codeMessages[Code.NoPermission], params?: MessageParams, field?: string) =>
  new ApiError(Code.NoPermission, key, params, field);
export const notFound = (key: MessageKey | (string & {}) = codeMessages[Code.NotFound], params?: MessageParams, field?: string) =>
  new ApiError(Code.NotFound, key, params, field);
export const conflict = (key: MessageKey | (string & {}), params?: MessageParams, field?: string) =>
  new ApiError(Code.Conflict, key, params, field);
export const tooMany = (key: MessageKey | (string & {}), params?: MessageParams) => new ApiError(Code.TooManyRequests, key, params);

/** Of a database error: the constraint a unique violation (23505) names ('' when it names none), null for any other error. */
export const uniqueViolation = (err: unknown): string | null =>
  (err as { code?: string })?.code === '23505' ? ((err as { constraint?: string }).constraint ?? '') : null;
