import type { QueuePort } from "./agent";
import type { ClaimedJob } from "./queue";

type Fetch = (request: Request) => Promise<Response>;

/** An HTTP error from the server, with its Italian message. */
export class AgentHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The queue as `salone rt-agent` reaches it: the server's agent API over HTTP(S), the token in
 * `Authorization: Bearer`. A claim is a long-poll (the server holds it up to 25 s); `cancel` ends it.
 */
export function createHttpPort(opts: { server: string; token: string; fetch?: Fetch; wait?: boolean }): QueuePort & { config(): Promise<{ enabled: boolean; protocol: "epson-fpmate"; url: string; timeoutMs: number }> } {
  const base = opts.server.replace(/\/+$/, "");
  const send: Fetch = opts.fetch ?? ((request) => fetch(request));
  let abort = new AbortController();
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    if (abort.signal.aborted) abort = new AbortController();
    const response = await send(
      new Request(base + path, {
        method,
        headers: { authorization: `Bearer ${opts.token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: abort.signal,
      }),
    );
    const text = await response.text();
    const json = text ? (JSON.parse(text) as T & { message?: string }) : ({} as T & { message?: string });
    if (!response.ok) throw new AgentHttpError(response.status, json.message ?? `HTTP ${response.status}`);
    return json;
  }
  return {
    async claim() {
      const wait = opts.wait === false ? "?wait=0" : "";
      return (await call<{ job: ClaimedJob | null }>("POST", `/api/fiscal-agent/claim${wait}`)).job;
    },
    async report(jobId, report) {
      try {
        await call("POST", `/api/fiscal-agent/jobs/${jobId}/result`, report);
      } catch (error) {
        // Another agent took the job over after our lease ran out: its check decides.
        if (error instanceof AgentHttpError && error.status === 409) return;
        throw error;
      }
    },
    config: () => call("GET", "/api/fiscal-agent/config"),
    cancel: () => abort.abort(),
  };
}
