import { describe, expect, test } from "bun:test";
import type { Client } from "./schemas/clients";
import { buildSearchIndex, createClientSearch, searchClients } from "./client-search";
import { normalizeForSearch } from "./search-text";

let nextId = 1;
const c = (firstName: string, lastName: string, phone: string, email = ""): Client => ({
  id: nextId++,
  firstName,
  lastName,
  phone,
  email,
  notes: "",
  whatsappConsent: false,
  whatsappConsentAt: null,
  walkIn: false,
});

const CLIENTS = [
  c("Niccolò", "Bianchi", "3331234567", "nico@example.it"),
  c("Giulia", "Rossi", "3479876543", "giulia.rossi@mail.it"),
  c("Marta", "D'Amico", "0612345678"),
  c("Élodie", "Ferrari", "3391112222", "ELODIE@EXAMPLE.IT"),
  c("Anna", "Rossini", "3281234000"),
];
const index = buildSearchIndex(CLIENTS);
const names = (query: string) => searchClients(index, query).map((x) => x.firstName);

describe("normalizeForSearch", () => {
  test.each<[string, string]>([
    ["Niccolò", "niccolo"],
    ["ÈRCOLE", "ercole"],
    ["Élodie", "elodie"],
    ["D’Amico", "d'amico"],
    ["Çağla", "cagla"],
  ])("%p -> %p", (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });
});

describe("searchClients", () => {
  test.each<[string, string[]]>([
    ["", ["Niccolò", "Giulia", "Marta", "Élodie", "Anna"]],
    ["   ", ["Niccolò", "Giulia", "Marta", "Élodie", "Anna"]],
    ["nicco", ["Niccolò"]],
    ["NICCOLÒ", ["Niccolò"]],
    ["elodie", ["Élodie"]],
    ["rossi", ["Giulia", "Anna"]],
    ["rossi giulia", ["Giulia"]],
    ["giulia ross", ["Giulia"]],
    ["d'amico", ["Marta"]],
    ["d’amico", ["Marta"]],
    ["mail.it", ["Giulia"]],
    ["example.it", ["Niccolò", "Élodie"]],
    ["333", ["Niccolò"]],
    ["333 123", ["Niccolò"]],
    ["+39 333 123 4567", ["Niccolò"]],
    ["0039 347 987", ["Giulia"]],
    ["06 1234", ["Marta"]],
    ["1234", ["Niccolò", "Marta", "Anna"]],
    ["+39", ["Niccolò", "Giulia", "Marta", "Élodie", "Anna"]],
    ["zzz", []],
    ["giulia 333", []],
  ])("%p -> %p", (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  test("the incremental search answers exactly like a fresh one, whatever is typed or deleted", () => {
    const search = createClientSearch(index);
    const typed = ["r", "ro", "ros", "rossi", "rossi ", "rossi g", "rossi", "ross", "", "3", "33", "333", "333 1", "333",
      "3", "3a", "3", "+", "+3", "+39", "+393", "+3934", "0", "00", "003", "0039", "0039 3", "n", "ni", "nic", "d", "d'", "d’a", "el", "élo"];
    for (const q of typed) expect({ q, found: search(q).map((x) => x.id) }).toEqual({ q, found: searchClients(index, q).map((x) => x.id) });
  });

  test("the normalised text follows an edited client", () => {
    const before = buildSearchIndex([c("Mario", "Rossi", "3330000000")]);
    expect(searchClients(before, "rossi")).toHaveLength(1);
    const after = buildSearchIndex([{ ...before[0]!.client, lastName: "Verdi" }]);
    expect(searchClients(after, "rossi")).toHaveLength(0);
    expect(searchClients(after, "verdi")).toHaveLength(1);
  });

  test("a rebuilt index keeps the entries of unchanged rows and indexes an edited row again", () => {
    const rows = [c("Mario", "Rossi", "3330000000"), c("Anna", "Bianchi", "3331111111")];
    const before = buildSearchIndex(rows);
    const edited = { ...rows[1]!, phone: "3472222222" };
    const after = buildSearchIndex([rows[0]!, edited]);
    expect(after[0]).toBe(before[0]!);
    expect(after[1]).not.toBe(before[1]!);
    expect(searchClients(after, "347 222").map((x) => x.firstName)).toEqual(["Anna"]);
    expect(searchClients(after, "333 111")).toEqual([]);
  });

  // A guard against an accidental quadratic filter, loose enough for a busy CI machine; the
  // figures to quote come from scripts/bench-clients.ts.
  test("20,000 clients are filtered in milliseconds per keystroke", () => {
    const many = Array.from({ length: 20_000 }, (_, i) => c(`Nome${i}`, `Cognome${i % 997}`, `333${String(i).padStart(7, "0")}`));
    const search = createClientSearch(buildSearchIndex(many));
    const t0 = performance.now();
    for (const q of ["c", "co", "cog", "cogn", "cognome9", "cognome99"]) search(q);
    const perKeystroke = (performance.now() - t0) / 6;
    expect(perKeystroke).toBeLessThan(50);
  });
});
