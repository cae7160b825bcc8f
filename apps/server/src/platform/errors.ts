import {
  ERROR_CATALOG,
  fieldErrors,
  type ErrorCode,
  type FieldErrorCode,
  type FieldProblem,
  type Lang,
} from '@tidemark/contracts';

export interface FieldIssue {
  field: string;
  code: FieldErrorCode | ErrorCode;
}

/**
 * A failure the user should see: a stable code from the catalogue, optional field issues.
 * Thrown anywhere in a command; the envelope plugin turns it into `{type, code, message}`.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields: FieldIssue[] = [],
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const fail = (code: ErrorCode, fields?: FieldIssue[]): never => {
  throw new AppError(code, fields);
};

export function errorText(code: ErrorCode, lang: Lang): string {
  return ERROR_CATALOG[code].text[lang];
}

export function fieldText(code: FieldIssue['code'], lang: Lang): string {
  if (code in fieldErrors) return fieldErrors[code as FieldErrorCode].text[lang];
  return errorText(code as ErrorCode, lang);
}

export function envelopeFor(err: AppError, lang: Lang, requestId?: string) {
  const def = ERROR_CATALOG[err.code];
  const fields: FieldProblem[] = err.fields.map((f) => ({
    field: f.field,
    code: f.code,
    message: fieldText(f.code, lang),
  }));
  return {
    status: (def as { status?: number }).status ?? 200,
    body: {
      type: (def as { type?: 'error' | '999' | '998' }).type ?? 'error',
      code: err.code,
      message: errorText(err.code, lang),
      ...(fields.length ? { fields } : {}),
      ...(requestId ? { request_id: requestId } : {}),
    },
  };
}
