import { afterEach, describe, expect, test } from "bun:test";
import net from "node:net";
import type { FiscalJob, FiscalResult } from "../driver.ts";
import { createEpsonDriver } from "./driver.ts";
import { type FakeRt, startFakeRt } from "./fake-rt.ts";

const rts: FakeRt[] = [];
afterEach(async () => {
  for (const rt of rts.splice(0)) await rt.stop();
});

async function fakeRt(options: Parameters<typeof startFakeRt>[0] = {}) {
  const rt = await startFakeRt({ now: () => new Date("2026-11-25T09:30:00Z"), ...options });
  rts.push(rt);
  return rt;
}

const sale = (over: Partial<Extract<FiscalJob, { kind: "sale" }>> = {}): Extract<FiscalJob, { kind: "sale" }> => ({
  kind: "sale",
  operator: 1,
  lines: [
    { description: "Piega", quantity: 1, unitPriceCents: 2500, department: 1, discountCents: 0 },
    { description: "Shampoo ristrutturante", quantity: 2, unitPriceCents: 1250, department: 2, discountCents: 500 },
  ],
  payments: [{ paymentType: 0, index: 0, amountCents: 4500, description: "Contanti" }],
  ...over,
});

function printed(result: FiscalResult) {
  if (!result.ok) throw new Error(`not printed: ${result.outcome} ${result.code} ${result.message}`);
  return result;
}

describe("Epson driver against the fake RT", () => {
  test("prints a sale and reads back its number, amount, date, time and the RT's serial", async () => {
    const rt = await fakeRt();
    const driver = createEpsonDriver({ url: rt.url });
    const first = printed(await driver.print(sale(), 2000));
    expect(first).toMatchObject({ documentNumber: "0001-0001", zRepNumber: 1, amountCents: 4500, date: "2026-11-25", time: "10:30", serial: rt.serial });
    const second = printed(await driver.print(sale(), 2000));
    expect(second.documentNumber).toBe("0001-0002");
    expect(rt.journal).toHaveLength(2);
    expect(rt.journal[0]).toMatchObject({ kind: "sale", amountCents: 4500, lines: [{ department: 1 }, { department: 2, discountCents: 500 }] });
    // The request went to fpmate.cgi with the local printer and the timeout in the query string.
    expect(rt.requests[0]).toContain("<printerFiscalReceipt>");
  });

  test("an address with a trailing slash or without the scheme reaches the same RT", async () => {
    const rt = await fakeRt();
    printed(await createEpsonDriver({ url: `${rt.url}/` }).print(sale(), 2000));
    printed(await createEpsonDriver({ url: `127.0.0.1:${rt.port}` }).print(sale(), 2000));
    expect(rt.journal).toHaveLength(2);
  });

  test("off: connection refused → unreachable, nothing printed; on again → prints", async () => {
    const rt = await fakeRt();
    const driver = createEpsonDriver({ url: rt.url });
    await rt.setMode("off");
    const result = await driver.print(sale(), 1000);
    expect(result).toMatchObject({ ok: false, outcome: "unreachable" });
    if (!result.ok) expect(result.message).toStartWith("Stampante spenta o non raggiungibile");
    expect((await driver.status(1000)).online).toBe(false);
    await rt.setMode("on");
    printed(await driver.print(sale(), 2000));
    expect(rt.journal).toHaveLength(1);
  });

  test("paper out: refused with the Italian message, nothing printed", async () => {
    const rt = await fakeRt();
    await rt.setMode("paper-out");
    const result = await createEpsonDriver({ url: rt.url }).print(sale(), 2000);
    expect(result).toEqual({ ok: false, outcome: "refused", code: "EPTR_REC_EMPTY", message: "Carta esaurita o coperchio aperto" });
    expect(rt.journal).toHaveLength(0);
  });

  test("slow: the answer comes after the timeout → unknown; the RT printed once and says so", async () => {
    const rt = await fakeRt({ slowMs: 600 });
    const driver = createEpsonDriver({ url: rt.url });
    await rt.setMode("slow");
    const result = await driver.print(sale(), 200);
    expect(result).toMatchObject({ ok: false, outcome: "unknown" });
    expect(rt.journal).toHaveLength(1);
    await rt.setMode("on");
    await Bun.sleep(500); // the slow answer drains
    const status = await driver.status(2000);
    expect(status.lastDocument).toEqual({ documentNumber: "0001-0001", zRepNumber: 1, amountCents: 4500, date: "2026-11-25", time: "10:30", serial: rt.serial });
    expect(rt.journal).toHaveLength(1);
  });

  test("a connection cut after the request was sent → unknown", async () => {
    const server = net.createServer((socket) => socket.once("data", () => socket.destroy()));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as net.AddressInfo).port;
    try {
      const result = await createEpsonDriver({ url: `http://127.0.0.1:${port}` }).print(sale(), 2000);
      expect(result).toMatchObject({ ok: false, outcome: "unknown" });
    } finally {
      server.close();
    }
  });

  test("a web server that is not an RT → refused (nothing printed there), never a throw", async () => {
    const other = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response("<html>router</html>", { status: 404 }) });
    try {
      const result = await createEpsonDriver({ url: `http://127.0.0.1:${other.port}` }).print(sale(), 2000);
      expect(result).toMatchObject({ ok: false, outcome: "refused", code: "HTTP_404" });
    } finally {
      await other.stop(true);
    }
    expect(await createEpsonDriver({ url: "ftp://x" }).print(sale(), 100)).toMatchObject({ ok: false, outcome: "unreachable", code: "BAD_URL" });
  });

  test("an unreadable 200 answer to a fiscal document, or one without numbers → unknown (it may have printed)", async () => {
    let body = "garbage";
    const other = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response(body) });
    try {
      const driver = createEpsonDriver({ url: `http://127.0.0.1:${other.port}` });
      expect(await driver.print(sale(), 2000)).toMatchObject({ ok: false, outcome: "unknown", code: "BAD_ANSWER" });
      body = '<response success="true" code="" status="2"/>';
      expect(await driver.print({ kind: "z-report", operator: 1 }, 2000)).toMatchObject({ ok: false, outcome: "unknown", code: "NO_Z_NUMBER" });
      expect(await driver.print(sale(), 2000)).toMatchObject({ ok: false, outcome: "unknown", code: "NO_NUMBER" });
      // A status query has no such risk: whatever answers there is not an RT.
      body = "garbage";
      const status = await driver.status(2000);
      expect(status).toMatchObject({ online: false, lastDocument: null });
      expect(status.message).toContain("controllare l'indirizzo");
    } finally {
      await other.stop(true);
    }
  });

  test("an unknown department is refused with the printer's code", async () => {
    const rt = await fakeRt({ departments: 4 });
    const job = sale({ lines: [{ description: "Tinta", quantity: 1, unitPriceCents: 4500, department: 5, discountCents: 0 }] });
    expect(await createEpsonDriver({ url: rt.url }).print(job, 2000)).toEqual({
      ok: false, outcome: "refused", code: "PRINTER ERROR 16", message: "Reparto o tipo di pagamento non valido",
    });
  });

  test("void and refund reference the original; a second void is refused", async () => {
    const rt = await fakeRt();
    const driver = createEpsonDriver({ url: rt.url });
    const original = printed(await driver.print(sale(), 2000));
    const reference = { zRepNumber: original.zRepNumber, documentNumber: 1, date: original.date, serial: original.serial };
    const { lines, payments } = sale();
    const refund = printed(await driver.print({ kind: "refund", operator: 1, reference, lines: [lines[0]!], payments: [{ ...payments[0]!, amountCents: 2500 }] }, 2000));
    expect(refund).toMatchObject({ documentNumber: "0001-0002", amountCents: 2500 });
    expect(rt.journal[1]).toMatchObject({ kind: "refund", reference });
    // A document already partly refunded cannot be voided.
    expect(await driver.print({ kind: "void", operator: 1, reference, lines, payments }, 2000)).toMatchObject({ outcome: "refused", message: "Documento già reso" });

    const other = printed(await driver.print(sale(), 2000));
    const otherRef = { ...reference, documentNumber: 3 };
    expect(other.documentNumber).toBe("0001-0003");
    printed(await driver.print({ kind: "void", operator: 1, reference: otherRef, lines, payments }, 2000));
    expect(await driver.print({ kind: "void", operator: 1, reference: otherRef, lines, payments }, 2000)).toMatchObject({ outcome: "refused", message: "Documento già annullato" });
    expect(await driver.print({ kind: "void", operator: 1, reference: { ...otherRef, serial: "99MEX999999" }, lines, payments }, 2000))
      .toMatchObject({ outcome: "refused", code: "PRINTER ERROR 12" });
  });

  test("the Z report closes the day: its number, then documents restart at NNNN 0001 in the next day", async () => {
    const rt = await fakeRt({ zRepNumber: 42 });
    const driver = createEpsonDriver({ url: rt.url });
    printed(await driver.print(sale(), 2000));
    const z = printed(await driver.print({ kind: "z-report", operator: 1 }, 2000));
    expect(z).toMatchObject({ zRepNumber: 42, documentNumber: "", amountCents: 4500 });
    expect(printed(await driver.print(sale(), 2000)).documentNumber).toBe("0043-0001");
    expect((await driver.status(2000)).zRepNumber).toBe(43);
  });

  test("status: ready, paper near end is not reported when fine; offline when paper is out", async () => {
    const rt = await fakeRt();
    const driver = createEpsonDriver({ url: rt.url });
    expect(await driver.status(2000)).toMatchObject({ online: true, paperOk: true, fiscalMemoryFull: false, lastDocument: null, zRepNumber: 1, message: "Stampante pronta" });
    await rt.setMode("cover-open");
    expect(await driver.status(2000)).toMatchObject({ online: true, paperOk: false, message: "Stampante offline: carta esaurita o coperchio aperto" });
    await rt.setMode("memory-full");
    expect(await driver.status(2000)).toMatchObject({ fiscalMemoryFull: true });
    expect(await driver.print(sale(), 2000)).toMatchObject({ outcome: "refused", message: "Memoria fiscale (giornale elettronico) esaurita" });
  });

  test("test print is non-fiscal: the journal stays empty", async () => {
    const rt = await fakeRt();
    expect(await createEpsonDriver({ url: rt.url }).testPrint(2000)).toEqual({ ok: true });
    expect(rt.journal).toHaveLength(0);
    expect(rt.nonFiscal[0]?.[0]).toBe("SALONE - STAMPA DI PROVA");
    await rt.setMode("paper-out");
    expect(await createEpsonDriver({ url: rt.url }).testPrint(2000)).toMatchObject({ ok: false, outcome: "refused" });
  });
});
