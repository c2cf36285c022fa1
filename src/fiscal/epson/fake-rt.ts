// A fake Epson RT on a real port, for unit tests, the print queue's tests and e2e: it answers
// POST /cgi-bin/fpmate.cgi like the printer's web service. Modes:
// - "on": prints;  "off": not listening (connections are refused);
// - "paper-out" / "cover-open": answers EPTR_REC_EMPTY, prints nothing;
// - "memory-full": the electronic journal is full, refuses every document;
// - "slow": prints at once but answers only after `slowMs` — later than the client's timeout,
//   so the client cannot know the document printed.
// Run as a script: `bun src/fiscal/epson/fake-rt.ts --port 9100 [--control-port 9101]`; the
// control port takes `POST /mode {"mode":"off","slowMs":5000}` and `GET /journal`.
import { createFakePrinter, type FakePrinterOptions, type JournalEntry } from "./fake-rt-printer.ts";

export type FakeRtMode = "on" | "off" | "paper-out" | "cover-open" | "memory-full" | "slow";

export type FakeRt = {
  /** `http://127.0.0.1:<port>` — what the owner would enter as the RT's address. */
  url: string;
  port: number;
  readonly journal: readonly JournalEntry[];
  /** Lines of each non-fiscal document ("Stampa di prova"). */
  readonly nonFiscal: readonly string[][];
  /** Every request body received, in order (status queries included). */
  readonly requests: readonly string[];
  readonly mode: FakeRtMode;
  serial: string;
  /** Takes effect at once for new requests; await it to be sure the port is closed or open again. */
  setMode(mode: FakeRtMode): Promise<void>;
  setSlowMs(ms: number): void;
  stop(): Promise<void>;
};

export type StartFakeRtOptions = FakePrinterOptions & { port?: number; slowMs?: number };

export const FAKE_RT_MODES: readonly FakeRtMode[] = ["on", "off", "paper-out", "cover-open", "memory-full", "slow"];

export async function startFakeRt(options: StartFakeRtOptions = {}): Promise<FakeRt> {
  const printer = createFakePrinter(options);
  const requests: string[] = [];
  let mode: FakeRtMode = "on";
  let slowMs = options.slowMs ?? 3_000;
  // One document at a time, like the printer: requests queue behind each other.
  let queue: Promise<unknown> = Promise.resolve();

  const fetchHandler = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (request.method !== "POST" || url.pathname !== "/cgi-bin/fpmate.cgi") return new Response("Not Found", { status: 404 });
    const body = await request.text();
    const answer = queue.then(() => {
      requests.push(body);
      return printer.handle(body);
    });
    queue = answer.catch(() => undefined);
    const xml = await answer;
    if (mode === "slow") await Bun.sleep(slowMs);
    return new Response(xml, { headers: { "Content-Type": "text/xml; charset=utf-8" } });
  };

  let server: ReturnType<typeof Bun.serve> | null = Bun.serve({ hostname: "127.0.0.1", port: options.port ?? 0, fetch: fetchHandler });
  const port = server.port ?? 0;

  const listen = async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        server = Bun.serve({ hostname: "127.0.0.1", port, fetch: fetchHandler });
        return;
      } catch (error) {
        if (attempt >= 20) throw error;
        await Bun.sleep(50);
      }
    }
  };

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    serial: printer.serial,
    get journal() { return printer.journal; },
    get nonFiscal() { return printer.nonFiscal; },
    get requests() { return requests; },
    get mode() { return mode; },
    async setMode(next: FakeRtMode) {
      mode = next;
      printer.setState(next === "paper-out" || next === "cover-open" || next === "memory-full" ? next : "ready");
      if (next === "off" && server) {
        const closing = server;
        server = null;
        await closing.stop(true);
      } else if (next !== "off" && !server) {
        await listen();
      }
    },
    setSlowMs(ms: number) { slowMs = ms; },
    async stop() {
      if (server) await server.stop(true);
      server = null;
    },
  };
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

if (import.meta.main) {
  const rt = await startFakeRt({
    port: Number(argument("--port") ?? 9100),
    departments: argument("--departments") ? Number(argument("--departments")) : undefined,
  });
  const controlPort = Number(argument("--control-port") ?? rt.port + 1);
  Bun.serve({
    hostname: "127.0.0.1",
    port: controlPort,
    async fetch(request) {
      const url = new URL(request.url);
      if (request.method === "GET" && url.pathname === "/journal") {
        return Response.json({ mode: rt.mode, serial: rt.serial, journal: rt.journal, nonFiscal: rt.nonFiscal });
      }
      if (request.method === "POST" && url.pathname === "/mode") {
        const body = (await request.json().catch(() => null)) as { mode?: string; slowMs?: number } | null;
        const next = FAKE_RT_MODES.find((mode) => mode === body?.mode);
        if (!next) return Response.json({ message: `Modo non valido: ${FAKE_RT_MODES.join(", ")}` }, { status: 400 });
        if (typeof body?.slowMs === "number") rt.setSlowMs(body.slowMs);
        await rt.setMode(next);
        return Response.json({ mode: rt.mode });
      }
      return Response.json({ message: "Not found" }, { status: 404 });
    },
  });
  console.log(`fake RT on ${rt.url}, control on http://127.0.0.1:${controlPort}`);
}
