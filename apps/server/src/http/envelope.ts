import { Code, type Envelope } from '@kc/contract';

export const success = <T>(data: T): Envelope<T> => ({ code: Code.Success, data, msg: 'ok' });
/** A refusal; `field` names the input field it is about (the web shows the message on it). */
export const failure = (code: number, msg: string, field?: string): Envelope<null> => ({
  code,
  data: null,
  msg,
  ...(field ? { field } : {}),
});
