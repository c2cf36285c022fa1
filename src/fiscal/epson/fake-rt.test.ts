import { describe, expect, test } from "bun:test";
import type { FiscalJob } from "../driver.ts";
import { createFakePrinter } from "./fake-rt-printer.ts";
import { envelope, jobRequest } from "./requests.ts";
import { parseAnswer } from "./responses.ts";

const line = { description: "Piega", quantity: 1, unitPriceCents: 2500, department: 1, discountCents: 0 };
const cash = (amountCents: number) => ({ paymentType: 0, index: 0, amountCents, description: "Contanti" });
const card = (amountCents: number) => ({ paymentType: 2, index: 1, amountCents, description: "Carta" });
const sale = (over: Partial<Extract<FiscalJob, { kind: "sale" }>> = {}): FiscalJob => ({ kind: "sale", operator: 1, lines: [line], payments: [cash(2500)], ...over });

function answer(printer: ReturnType<typeof createFakePrinter>, xml: string) {
  const parsed = parseAnswer(printer.handle(xml));
  if (!parsed) throw new Error("no answer");
  return parsed;
}

describe("fake RT: what it refuses, as the RT does", () => {
  test("malformed XML → PARSER_ERROR; an unknown element → Non valid XML command; no end → INCOMPLETE FILE", () => {
    const printer = createFakePrinter();
    expect(answer(printer, "<s:Envelope><s:Body><printerFiscalReceipt>")).toMatchObject({ success: false, code: "PARSER_ERROR" });
    expect(answer(printer, envelope("<printerFiscalReceipt><beginFiscalReceipt operator=\"1\"/><sellEverything/><endFiscalReceipt operator=\"1\"/></printerFiscalReceipt>")))
      .toMatchObject({ success: false, code: "Non valid XML command" });
    expect(answer(printer, envelope("<printerFiscalReceipt><beginFiscalReceipt operator=\"1\"/></printerFiscalReceipt>")))
      .toMatchObject({ success: false, code: "INCOMPLETE FILE" });
    expect(printer.journal).toHaveLength(0);
  });

  test("items minus adjustments must equal the payments; only cash gives change", () => {
    const printer = createFakePrinter();
    const discounted = [{ ...line, discountCents: 300 }];
    expect(answer(printer, jobRequest(sale({ lines: discounted, payments: [cash(2500)] })))).toMatchObject({ success: true }); // 3,00 change
    expect(answer(printer, jobRequest(sale({ lines: discounted, payments: [card(2100)] })))).toMatchObject({ success: false, status: "11" });
    expect(answer(printer, jobRequest(sale({ lines: discounted, payments: [card(2300)] })))).toMatchObject({ success: false, status: "20" });
    expect(answer(printer, jobRequest(sale({ lines: discounted, payments: [card(1000), cash(1200)] })))).toMatchObject({ success: true });
    expect(printer.journal.map((entry) => entry.amountCents)).toEqual([2200, 2200]);
    // Each payment type takes its own indexes: a ticket has no index 0.
    expect(answer(printer, jobRequest(sale({ payments: [{ paymentType: 3, index: 0, amountCents: 2500, description: "Ticket" }] })))).toMatchObject({ status: "16" });
  });

  test("a discount larger than its line, a bad lottery code, a too long description are refused", () => {
    const printer = createFakePrinter();
    expect(answer(printer, jobRequest(sale({ lines: [{ ...line, discountCents: 2600 }], payments: [cash(0)] })))).toMatchObject({ status: "13" });
    expect(answer(printer, jobRequest(sale({ lotteryCode: "abc" })))).toMatchObject({ status: "30" });
    const long = jobRequest(sale()).replace('description="Piega"', `description="${"x".repeat(39)}"`);
    expect(answer(printer, long)).toMatchObject({ success: false, status: "13" });
    expect(answer(printer, jobRequest(sale({ lotteryCode: "ABCD1234" })))).toMatchObject({ success: true });
    expect(printer.journal[0]).toMatchObject({ lotteryCode: "ABCD1234" });
  });

  test("numbers documents within the fiscal day; the Z report resets the numbering", () => {
    const printer = createFakePrinter({ zRepNumber: 9999 - 1 });
    answer(printer, jobRequest(sale()));
    answer(printer, jobRequest(sale()));
    expect(answer(printer, jobRequest({ kind: "z-report", operator: 1 })).addInfo).toMatchObject({ zRepNumber: "9998", dailyAmount: "50,00" });
    expect(answer(printer, jobRequest(sale())).addInfo).toMatchObject({ zRepNumber: "9999", fiscalReceiptNumber: "1" });
    expect(printer.journal.map((entry) => (entry.kind === "z-report" ? `Z${entry.zRepNumber}` : entry.number))).toEqual(["9998-0001", "9998-0002", "Z9998", "9999-0001"]);
  });
});

describe("fake RT: its clock is the salon's wall clock", () => {
  const stamp = (iso: string) => {
    const printer = createFakePrinter({ now: () => new Date(iso) });
    return answer(printer, jobRequest(sale())).addInfo;
  };

  test("across the DST changes and the year's end", () => {
    expect(stamp("2026-03-29T00:59:00Z")).toMatchObject({ fiscalReceiptDate: "29/03/2026", fiscalReceiptTime: "01:59" });
    expect(stamp("2026-03-29T01:00:00Z")).toMatchObject({ fiscalReceiptDate: "29/03/2026", fiscalReceiptTime: "03:00" });
    expect(stamp("2026-10-25T01:30:00Z")).toMatchObject({ fiscalReceiptDate: "25/10/2026", fiscalReceiptTime: "02:30" });
    expect(stamp("2025-12-31T23:30:00Z")).toMatchObject({ fiscalReceiptDate: "01/01/2026", fiscalReceiptTime: "00:30" });
  });
});

describe("fake RT as a script", () => {
  test("switches modes through its control port", async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = Bun.spawn(["bun", "src/fiscal/epson/fake-rt.ts", "--port", String(port), "--control-port", String(port + 1)], { stdout: "pipe", stderr: "inherit" });
    try {
      const reader = child.stdout.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toContain(`fake RT on http://127.0.0.1:${port}`);
      const control = `http://127.0.0.1:${port + 1}`;
      const post = (body: unknown) => fetch(`${control}/mode`, { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
      expect((await post({ mode: "off" })).status).toBe(200);
      await expect(fetch(`http://127.0.0.1:${port}/cgi-bin/fpmate.cgi`, { method: "POST", body: "x" })).rejects.toThrow();
      expect((await post({ mode: "on" })).status).toBe(200);
      const printed = await fetch(`http://127.0.0.1:${port}/cgi-bin/fpmate.cgi?devid=local_printer&timeout=1000`, { method: "POST", body: jobRequest(sale()) });
      expect(parseAnswer(await printed.text())).toMatchObject({ success: true });
      const journal = (await (await fetch(`${control}/journal`)).json()) as { journal: unknown[]; mode: string };
      expect(journal).toMatchObject({ mode: "on", journal: [{ kind: "sale", number: "0001-0001" }] });
      expect((await post({ mode: "sideways" })).status).toBe(400);
    } finally {
      child.kill();
      await child.exited;
    }
  });
});
