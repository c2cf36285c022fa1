import { DomainError, type ErrorKind } from "../domain/errors";
import type { ErrorResponse } from "../domain/schemas/common";
import { jsonResponse } from "./json-response";

const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
};

export type ErrorBody = ErrorResponse & Record<string, unknown>;

export function errorResponse(status: number, body: ErrorBody, headers?: Record<string, string>) {
  return jsonResponse(body, { status, headers });
}

/** A refusal that belongs to HTTP itself (the request's form, not a domain rule), e.g. 415. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

/**
 * The single mapping from anything thrown to the envelope. Unknown errors become a 500 with a
 * generic Italian text: the stack goes to the server log, never to the response.
 */
export function toErrorResponse(code: string | number, error: unknown, log: (line: string) => void): Response {
  if (error instanceof DomainError) {
    const retryAfter = error.details?.retryAfterSeconds;
    return errorResponse(
      STATUS[error.kind],
      {
        message: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.details ?? {}),
      },
      typeof retryAfter === "number" ? { "Retry-After": String(retryAfter) } : undefined,
    );
  }
  if (error instanceof HttpError) return errorResponse(error.status, error.body);
  switch (code) {
    case "PARSE":
      return errorResponse(400, { message: "Il corpo della richiesta non è JSON valido", code: "malformed_json" });
    case "VALIDATION":
      return errorResponse(400, { message: "Dati non validi", code: "validation" });
    case "NOT_FOUND":
      return errorResponse(404, { message: "Risorsa non trovata", code: "not_found" });
    case "INVALID_COOKIE_SIGNATURE":
      return errorResponse(401, { message: "Sessione non valida", code: "unauthorized" });
  }
  log(
    JSON.stringify({
      level: "error",
      msg: "unhandled error",
      code: String(code),
      error: error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ""}` : String(error),
    }),
  );
  return errorResponse(500, { message: "Errore interno del server", code: "internal" });
}
