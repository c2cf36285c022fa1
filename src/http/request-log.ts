/** One request's log line, e.g. {"level":"info","method":"GET","path":"/api/clients","status":200,"ms":1.2}. */
export const requestLine = (method: string, path: string, status: number | undefined, ms: number | undefined) =>
  `{"level":"info","method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status ?? null},"ms":${ms ?? null}}`;

/**
 * The request log: one JSON line per request, written in batches. A line is built from four
 * short fields (no object is serialised), kept in memory and written to stdout in one piece per
 * batch: when 32 KB are waiting, 50 ms after the first waiting line, and when the process exits.
 */
export function createRequestLog(write: (text: string) => void = (text) => void process.stdout.write(text), opts = { maxBytes: 32 * 1024, delayMs: 50 }) {
  let lines: string[] = [];
  let bytes = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (lines.length === 0) return;
    const text = `${lines.join("\n")}\n`;
    lines = [];
    bytes = 0;
    write(text);
  };
  process.on("exit", flush);

  return {
    request(method: string, path: string, status: number | undefined, ms: number | undefined) {
      const line = requestLine(method, path, status, ms);
      lines.push(line);
      bytes += line.length + 1;
      if (bytes >= opts.maxBytes) flush();
      else if (timer === null) {
        timer = setTimeout(flush, opts.delayMs);
        timer.unref?.();
      }
    },
    flush,
  };
}
export type RequestLog = ReturnType<typeof createRequestLog>;
