import { describe, expect, test } from "bun:test";
import net from "node:net";
import { fpmateUrl, postXml, socketReason } from "./http.ts";

describe("fpmateUrl", () => {
  test("the owner's address, with or without scheme, port or trailing slash", () => {
    expect(fpmateUrl("http://192.168.1.50", 5000)?.href).toBe("http://192.168.1.50/cgi-bin/fpmate.cgi?devid=local_printer&timeout=5000");
    expect(fpmateUrl("192.168.1.50:8080/", 1500)?.href).toBe("http://192.168.1.50:8080/cgi-bin/fpmate.cgi?devid=local_printer&timeout=1500");
    expect(fpmateUrl("http://localhost:9100/rt/", 10)?.href).toBe("http://localhost:9100/rt/cgi-bin/fpmate.cgi?devid=local_printer&timeout=10");
    expect(fpmateUrl("ftp://x", 10)).toBeNull();
    expect(fpmateUrl("http://", 10)).toBeNull();
  });
});

describe("postXml", () => {
  test("reads a chunked answer", async () => {
    const server = Bun.serve({
      hostname: "127.0.0.1",
      port: 0,
      fetch: () => new Response(new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("<response success=\"true\" "));
          controller.enqueue(new TextEncoder().encode("code=\"\" status=\"2\"/>è"));
          controller.close();
        },
      })),
    });
    try {
      const outcome = await postXml(new URL(`http://127.0.0.1:${server.port}/cgi-bin/fpmate.cgi`), "<x/>", 2000);
      expect(outcome).toEqual({ kind: "answer", status: 200, body: '<response success="true" code="" status="2"/>è' });
    } finally {
      await server.stop(true);
    }
  });

  test("nothing listening → unreachable", async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    // The reason reaches the owner's screen: in Italian, not the socket's error code.
    expect(await postXml(new URL(`http://127.0.0.1:${port}/`), "<x/>", 1000)).toEqual({ kind: "unreachable", reason: "connessione rifiutata" });
  });

  test("socket errors are told in Italian; an unknown code is kept after the words", () => {
    expect(socketReason({ code: "ENOTFOUND", message: "getaddrinfo ENOTFOUND rt.invalid" })).toBe("indirizzo non trovato");
    expect(socketReason({ code: "EHOSTUNREACH", message: "x" })).toBe("rete non raggiungibile");
    expect(socketReason({ code: "ECONNRESET", message: "x" })).toBe("connessione interrotta");
    expect(socketReason({ code: "EWHATEVER", message: "x" })).toBe("errore di rete (EWHATEVER)");
    expect(socketReason({ message: "socket closed" })).toBe("errore di rete (socket closed)");
  });

  test("a name that does not resolve, or an address nobody answers within the timeout → unreachable", async () => {
    expect(await postXml(new URL("http://rt.invalid/"), "<x/>", 1000)).toMatchObject({ kind: "unreachable" });
    // TEST-NET-1: either no route at once or no answer within the timeout; never "unknown".
    expect(await postXml(new URL("http://192.0.2.1:81/"), "<x/>", 300)).toMatchObject({ kind: "unreachable" });
  });

  test("connected and sent, then silence past the timeout → unknown", async () => {
    const server = net.createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as net.AddressInfo).port;
    try {
      expect(await postXml(new URL(`http://127.0.0.1:${port}/`), "<x/>", 200)).toMatchObject({ kind: "unknown" });
    } finally {
      server.close();
    }
  });

  test("the request is a POST with the XML as UTF-8", async () => {
    let seen = "";
    const server = Bun.serve({
      hostname: "127.0.0.1",
      port: 0,
      async fetch(request) {
        seen = `${request.method} ${new URL(request.url).search} ${request.headers.get("content-type")} ${await request.text()}`;
        return new Response("<response success=\"true\" code=\"\" status=\"2\"/>");
      },
    });
    try {
      const url = fpmateUrl(`http://127.0.0.1:${server.port}`, 700)!;
      expect(await postXml(url, "<a b=\"più\"/>", 2000)).toMatchObject({ kind: "answer", status: 200 });
      expect(seen).toBe("POST ?devid=local_printer&timeout=700 text/xml; charset=utf-8 <a b=\"più\"/>");
    } finally {
      await server.stop(true);
    }
  });
});
