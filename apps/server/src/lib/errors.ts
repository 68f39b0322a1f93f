import { Code, type CodeValue, codeMessages } from '@kc/contract';

/** A business refusal: answered as HTTP 200 with this code and message. */
export class ApiError extends Error {
  constructor(
    readonly code: CodeValue,
    message: string = codeMessages[code],
  ) {
    super(message);
  }
}

export const invalid = (msg: string) => new ApiError(Code.InvalidInput, msg);
export const forbidden = (msg = codeMessages[Code.NoPermission]) => new ApiError(Code.NoPermission, msg);
export const notFound = (msg = codeMessages[Code.NotFound]) => new ApiError(Code.NotFound, msg);
export const conflict = (msg: string) => new ApiError(Code.Conflict, msg);
export const tooMany = (msg: string) => new ApiError(Code.TooManyRequests, msg);

/** Of a database error: the constraint a unique violation (23505) names ('' when it names none), null for any other error. */
export const uniqueViolation = (err: unknown): string | null =>
  (err as { code?: string })?.code === '23505' ? ((err as { constraint?: string }).constraint ?? '') : null;
