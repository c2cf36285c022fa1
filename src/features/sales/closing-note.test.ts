import { beforeEach, describe, expect, test } from "bun:test";
import { CLOSING_NOTE_REQUIRED } from "../../domain/sales/closing-rules";
import { serviceLine, tillKit, type Kit } from "./sales-test-kit";

let kit: Kit;
beforeEach(async () => {
  kit = await tillKit();
  await kit.env.json("POST", "/api/sales", { lines: [serviceLine(kit.b.taglio, 4000)], payments: [{ method: "cash", amountCents: 4000 }] });
});
const close = (body: Record<string, unknown>) => kit.env.json("POST", "/api/cash-closings", { date: "2026-03-10", openingFloatCents: 10000, ...body });

describe("a closing whose cash differs says why", () => {
  test.each([
    ["5 € more, no note", 14500, undefined],
    ["1 cent less, a blank note", 13999, "   "],
  ])("%s → 400 on the note, the day stays open", async (_name, countedCashCents, note) => {
    const res = await close({ countedCashCents, ...(note === undefined ? {} : { note }) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid", fields: { note: CLOSING_NOTE_REQUIRED } });
    expect((await kit.env.json("GET", "/api/cash-closings/2026-03-10")).body.status).toBe("open");
  });

  test("no difference needs no note; a difference with a note closes", async () => {
    expect((await close({ countedCashCents: 14000 })).status).toBe(201);
    await kit.env.json("DELETE", "/api/cash-closings/2026-03-10");
    const noted = await close({ countedCashCents: 14500, note: "5 € trovati nel cassetto" });
    expect(noted.status).toBe(201);
    expect(noted.body).toMatchObject({ differenceCents: 500, note: "5 € trovati nel cassetto" });
  });
});
