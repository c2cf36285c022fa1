import { describe, expect, test } from "bun:test";
import { findDuplicateGroups, mergeClientRecords } from "./client-duplicates";
import type { Client } from "./schemas/clients";

let nextId = 1;
const c = (firstName: string, lastName: string, phone: string, email = "", notes = ""): Client => ({ id: nextId++, firstName, lastName, phone, email, notes, whatsappConsent: false, whatsappConsentAt: null, walkIn: false });
const ids = (clients: Client[]) => clients.map((x) => x.id);

describe("findDuplicateGroups", () => {
  test("nobody twice: no groups", () => {
    expect(findDuplicateGroups([c("Anna", "Gallo", "3331111111"), c("Anna", "Galli", "3332222222")])).toEqual([]);
  });

  test("the same phone makes a group, whatever the names (a family shares a phone too)", () => {
    const anna = c("Anna", "Gallo", "3331111111");
    const marta = c("Marta", "Gallo", "3331111111");
    expect(findDuplicateGroups([anna, c("Luca", "Neri", "3339999999"), marta])).toEqual([{ reason: "phone", key: "3331111111", clients: [anna, marta] }]);
  });

  test.each([
    ["accents", "Niccolò", "Fabbri", "Niccolo", "Fabbri"],
    ["case", "anna", "GALLO", "Anna", "Gallo"],
    ["spaces", "Anna ", " De  Luca", "Anna", "De Luca"],
  ])("the same name ignoring %s makes a group", (_label, f1, l1, f2, l2) => {
    const a = c(f1, l1, "3331111111");
    const b = c(f2, l2, "3332222222");
    expect(findDuplicateGroups([a, b]).map((g) => [g.reason, ids(g.clients)])).toEqual([["name", [a.id, b.id]]]);
  });

  test("the same name and the same phone is one group, under the phone", () => {
    const a = c("Anna", "Gallo", "3331111111");
    const b = c("Anna", "Gallo", "3331111111");
    expect(findDuplicateGroups([a, b]).map((g) => g.reason)).toEqual(["phone"]);
  });

  test("a third namesake with another phone still shows the name group", () => {
    const a = c("Anna", "Gallo", "3331111111");
    const b = c("Anna", "Gallo", "3331111111");
    const d = c("Anna", "Gallo", "3335555555");
    expect(findDuplicateGroups([a, b, d]).map((g) => [g.reason, ids(g.clients)])).toEqual([
      ["name", [a.id, b.id, d.id]],
      ["phone", [a.id, b.id]],
    ]);
  });
});

describe("mergeClientRecords", () => {
  const base = { firstName: "Anna", lastName: "Gallo", phone: "3331111111", email: "", notes: "", whatsappConsent: false, whatsappConsentAt: null as string | null, walkIn: false };
  const consented = (at: string) => ({ ...base, whatsappConsent: true, whatsappConsentAt: at });
  test.each([
    ["the survivor's name and phone win", { ...base }, { ...base, firstName: "Ana", phone: "3332222222" }, base],
    ["an empty email takes the duplicate's", base, { ...base, email: "anna@example.it" }, { ...base, email: "anna@example.it" }],
    ["a survivor's email is kept", { ...base, email: "a@x.it" }, { ...base, email: "b@x.it" }, { ...base, email: "a@x.it" }],
    ["empty notes take the duplicate's", base, { ...base, notes: "Allergica" }, { ...base, notes: "Allergica" }],
    ["both notes are kept, the duplicate's on a new line", { ...base, notes: "Capelli fini " }, { ...base, notes: "Allergica" }, { ...base, notes: "Capelli fini\nAllergica" }],
    ["the same notes are not repeated", { ...base, notes: "Allergica" }, { ...base, notes: " Allergica " }, { ...base, notes: "Allergica" }],
    ["the duplicate's WhatsApp consent is kept", base, consented("2026-03-12T09:00:00.000Z"), consented("2026-03-12T09:00:00.000Z")],
    ["both consented: the earliest date", consented("2026-06-01T09:00:00.000Z"), consented("2026-03-12T09:00:00.000Z"), consented("2026-03-12T09:00:00.000Z")],
  ])("%s", (_label, survivor, duplicate, expected) => {
    expect(mergeClientRecords(survivor, duplicate)).toEqual(expected);
  });

  test("merged notes never pass 20,000 characters", () => {
    const merged = mergeClientRecords({ ...base, notes: "a".repeat(15_000) }, { ...base, notes: "b".repeat(15_000) });
    expect(merged.notes.length).toBe(20_000);
  });
});
