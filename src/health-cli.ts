// `salone health`: the container's health check without curl in the image. It asks the server
// started with the same environment (PORT, HOST) for GET /api/health; exit 0 when it answers ok.

/** The address to reach a server listening on `host`: a wildcard listens on loopback too. */
export function healthUrl(host: string, port: number): string {
  const target = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return `http://${target.includes(":") ? `[${target}]` : target}:${port}/api/health`;
}

export async function runHealthCheck(config: { host: string; port: number }, timeoutMs = 3_000): Promise<number> {
  const url = healthUrl(config.host, config.port);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json().catch(() => null)) as { status?: string } | null;
    if (response.ok && body?.status === "ok") {
      console.log(`ok: ${url}`);
      return 0;
    }
    console.error(`Salone non è in salute: ${url} ha risposto ${response.status}`);
  } catch (error) {
    console.error(`Salone non risponde su ${url}: ${(error as Error).message}`);
  }
  return 1;
}
