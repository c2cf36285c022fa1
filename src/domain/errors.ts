/**
 * Typed errors the services throw; src/http/errors.ts maps each kind to a status and the
 * `{ message, code, fields? }` envelope. `message` is Italian: it reaches the salon's screen.
 */
export type ErrorKind = "invalid" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "too_many";

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly code: string = kind,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const invalid = (message: string, fields?: Record<string, string>, code = "invalid") =>
  new DomainError("invalid", message, code, fields);
export const notFound = (message: string) => new DomainError("not_found", message, "not_found");
export const conflict = (message: string, code = "conflict", details?: Record<string, unknown>) =>
  new DomainError("conflict", message, code, undefined, details);
