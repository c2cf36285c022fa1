/** Error with the spec's message format: "{status}: {body text or status text}". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: { message?: string; code?: string; fields?: Record<string, string> } & Record<string, unknown>,
  ) {
    super(`${status}: ${bodyText || "Errore"}`);
  }
  /** The server's Italian message when it sent one, for toasts and forms. */
  get userMessage(): string {
    return typeof this.body.message === "string" ? this.body.message : this.message;
  }
}

const TOKEN_KEY = "auth_token";

function authHeader(): Record<string, string> {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    return token ? { Authorization: `Bearer ${token}` } : {};
  } catch {
    return {};
  }
}

/**
 * Every call sends the cookie; a token under auth_token in local storage is sent as Bearer too
 * (spec §7). JSON content type and body only when there is a payload.
 */
export async function api<T = unknown>(method: string, path: string, payload?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: "include", headers: { ...authHeader() } };
  if (payload !== undefined) {
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
    throw new ApiError(response.status, text || response.statusText, body);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiGet = <T>(path: string) => api<T>("GET", path);
