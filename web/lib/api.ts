import * as v from "valibot";
import type { ErrorResponse } from "../../src/domain/schemas/common";

/** Error with the message format "{status}: {body text or status text}". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    /** The server's error body; empty when the answer was not JSON (a proxy's page, a network error). */
    readonly body: Partial<ErrorResponse> & Record<string, unknown>,
  ) {
    super(`${status}: ${bodyText || "Errore"}`);
  }
  /** The server's Italian message when it sent one, for toasts and forms. */
  get userMessage(): string {
    return typeof this.body.message === "string" ? this.body.message : this.message;
  }
}

const TOKEN_KEY = "auth_token";

// Asking for credentials is not a lost session: a wrong password there must not sign anyone out.
const CREDENTIAL_CHECKS = new Set(["/api/auth/login", "/api/auth/user", "/api/auth/password"]);
const unauthorizedListeners = new Set<() => void>();

/**
 * Called when a request made while signed in is refused with 401: the session ended elsewhere
 * (the user was disabled, their role changed, a device list signed them out). Returns the unsubscribe.
 */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

function authHeader(): Record<string, string> {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    return token ? { Authorization: `Bearer ${token}` } : {};
  } catch {
    return {};
  }
}

/** An answer whose JSON does not match the domain's response schema: the server and the web disagree. */
export class ResponseShapeError extends Error {}

/**
 * Development and tests check every answer against its schema, so a server that drops or renames a
 * field fails on the first screen that reads it; the production build (which defines NODE_ENV)
 * skips the check and trusts the server it ships with.
 */
const CHECK_RESPONSES = process.env.NODE_ENV !== "production";

/** The data as is when it matches `schema`; otherwise a ResponseShapeError naming the request and the field. */
export function checkResponse<S extends v.GenericSchema>(schema: S, data: unknown, request: string): v.InferOutput<S> {
  if (!CHECK_RESPONSES) return data as v.InferOutput<S>;
  const result = v.safeParse(schema, data);
  // The original, not the parsed copy: response schemas transform nothing, and production sees the same object.
  if (result.success) return data as v.InferOutput<S>;
  const issues = result.issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? "(risposta)"}: ${issue.message}`)
    .join("; ");
  const error = new ResponseShapeError(`Risposta di ${request} non conforme allo schema: ${issues}`);
  console.error(error.message, data);
  throw error;
}

/**
 * Every call sends the cookie; a token under auth_token in local storage is sent as Bearer too.
 * JSON content type and body only when there is a payload; a FormData payload is sent as multipart. The answer is typed by
 * `schema` (a response schema from src/domain/schemas) and checked against it outside production.
 */
export async function api<S extends v.GenericSchema>(
  method: string,
  path: string,
  schema: S,
  payload?: unknown,
): Promise<v.InferOutput<S>> {
  const init: RequestInit = { method, credentials: "include", headers: { ...authHeader() } };
  // A file upload: the browser writes the multipart Content-Type with its boundary.
  if (payload instanceof FormData) init.body = payload;
  else if (payload !== undefined) {
    init.headers = { ...init.headers, "Content-Type": "application/json" };
    init.body = JSON.stringify(payload);
  }
  const response = await fetch(path, init);
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    let body = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = {};
    }
    if (response.status === 401 && !CREDENTIAL_CHECKS.has(path)) for (const listener of unauthorizedListeners) listener();
    throw new ApiError(response.status, text || response.statusText, body);
  }
  const text = response.status === 204 ? "" : await response.text();
  return checkResponse(schema, text ? JSON.parse(text) : undefined, `${method} ${path}`);
}

export const apiGet = <S extends v.GenericSchema>(path: string, schema: S) => api("GET", path, schema);

/** "{status} - {text}", with the server's Italian message as the text. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return `${error.status} - ${error.userMessage}`;
  return error instanceof Error ? error.message : String(error);
}

/** A schedule write with `?confirm=1`: saved even when booked appointments fall in conflict. */
export const withConfirm = (path: string, confirm: boolean) => (confirm ? `${path}?confirm=1` : path);
