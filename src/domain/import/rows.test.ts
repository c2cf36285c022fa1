import { describe, expect, test } from "bun:test";
import { isValidCodiceFiscale } from "./codice-fiscale";
import { guessMapping } from "./fields";
import { planImport, type ExistingClient } from "./plan";
import { BIRTHDAY_INVALID, CODICE_FISCALE_INVALID, parseBirthday, readImportRow } from "./rows";

const TODAY = "2026-03-10";

describe("guessMapping", () => {
  test("Italian, English and Fresha headers", () => {
    expect(guessMapping(["Cognome", "Nome", "Cellulare", "E-mail", "Note", "Data di nascita", "Codice Fiscale", "Città"])).toEqual({
      Cognome: "lastName",
      Nome: "firstName",
      Cellulare: "phone",
      "E-mail": "email",
      Note: "notes",
      "Data di nascita": "birthday",
      "Codice Fiscale": "codiceFiscale",
      Città: "ignore",
    });
    expect(guessMapping(["First Name", "Last Name", "Mobile Number", "Phone", "Email", "Client Notes", "Birthday"])).toEqual({
      "First Name": "firstName",
      "Last Name": "lastName",
      "Mobile Number": "phone",
      // A second phone column is left out: one column per field.
      Phone: "ignore",
      Email: "email",
      "Client Notes": "notes",
      Birthday: "birthday",
    });
  });
});

describe("codice fiscale", () => {
  test.each([
    ["RSSMRA85T10A562S", true],
    ["rss mra 85t10 a562s", true],
    ["RSSMRA85T10A562T", false], // wrong check character
    ["RSSMRA85T10A562", false], // too short
    ["RSSMRA85Z10A562S", false], // no month Z
    ["RSSMRA85T10A56NS", false], // omocodia letter N passes the layout, changes the check character
  ])("%s -> %p", (code, valid) => {
    expect(isValidCodiceFiscale(code)).toBe(valid);
  });
});

describe("parseBirthday", () => {
  test.each([
    ["12/03/1985", "1985-03-12"],
    ["1/3/1985", "1985-03-01"],
    ["12-03-1985", "1985-03-12"],
    ["12.03.1985", "1985-03-12"],
    ["1985-03-12", "1985-03-12"],
    ["1985-03-12 00:00:00", "1985-03-12"],
    ["29/02/2024", "2024-02-29"],
    ["29/02/2023", undefined],
    ["31/04/1990", undefined],
    ["03/04/85", undefined],
    ["11/03/2026", undefined], // after today
    ["12/03/1899", undefined],
    ["domani", undefined],
  ])("%s -> %s", (input, expected) => {
    expect(parseBirthday(input, TODAY)).toBe(expected);
  });
});

const HEADERS = ["Nome", "Cognome", "Telefono", "Email", "Note", "Nascita", "CF"];
const MAPPING = guessMapping(HEADERS);
MAPPING.Nascita = "birthday";

describe("readImportRow", () => {
  test("a good row: phone normalised, birthday and codice fiscale read", () => {
    expect(readImportRow(HEADERS, ["Anna", " Rossi ", "333 123 4567", "anna@example.it", "Tinta 6.1", "12/03/1985", "rssmra85t10a562s"], MAPPING, TODAY)).toEqual({
      client: { firstName: "Anna", lastName: "Rossi", phone: "+393331234567", email: "anna@example.it", notes: "Tinta 6.1", birthday: "1985-03-12", codiceFiscale: "RSSMRA85T10A562S" },
    });
  });
  test.each([
    [["", "Rossi", "3331234567", "", "", "", ""], "Nome è richiesto"],
    [["Anna", "Rossi", "", "", "", "", ""], "Telefono è richiesto"],
    [["Anna", "Rossi", "333 12", "", "", "", ""], "Il telefono deve avere da 6 a 10 cifre"],
    [["Anna", "Rossi", "333-abc", "", "", "", ""], "Il telefono può contenere solo cifre"],
    [["Anna", "Rossi", "3331234567", "anna@", "", "", ""], "Email non valida"],
    [["Anna", "Rossi", "3331234567", "", "", "31/02/1990", ""], BIRTHDAY_INVALID],
    [["Anna", "Rossi", "3331234567", "", "", "", "RSSMRA85T10A562T"], CODICE_FISCALE_INVALID],
    [["", "", "", "", "", "", ""], "Nome è richiesto; Cognome è richiesto; Telefono è richiesto"],
  ])("refused %j: %s", (row, reason) => {
    expect(readImportRow(HEADERS, row, MAPPING, TODAY)).toEqual({ reason });
  });
  test("phones as other systems write them are the same number", () => {
    for (const phone of ["+39 333 1234567", "3331234567", "0039 333 123 4567", "393331234567", "+39 (333) 123-4567"]) {
      const read = readImportRow(HEADERS, ["Anna", "Rossi", phone, "", "", "", ""], MAPPING, TODAY);
      expect("client" in read && read.client.phone).toBe("+393331234567");
    }
  });
  test("several note columns are kept as labelled lines", () => {
    const read = readImportRow(["Nome", "Cognome", "Cell", "Note", "Allergie"], ["Anna", "Rossi", "3331234567", "Tinta", "Nichel"], { Nome: "firstName", Cognome: "lastName", Cell: "phone", Note: "notes", Allergie: "notes" }, TODAY);
    expect("client" in read && read.client.notes).toBe("Note: Tinta\nAllergie: Nichel");
  });
});

describe("planImport", () => {
  const headers = ["Nome", "Cognome", "Telefono", "Email", "Note"];
  const mapping = guessMapping(headers);
  const stored: ExistingClient = { id: 7, firstName: "Anna", lastName: "Rossi", email: "", notes: "Capelli fini" };
  const byPhone = new Map([["+393331234567", stored]]);
  const rows = [
    ["Anna", "Rossi", "+39 333 1234567", "anna@example.it", "Tinta 6.1"],
    ["Marta", "Neri", "3337654321", "", ""],
    ["Marta", "Neri", "0039 333 765 4321", "marta@example.it", "Allergia nichel"],
    ["", "Bianchi", "3330000000", "", ""],
  ];
  test("skip: duplicates of a stored client and of an earlier row are listed, nothing merged", () => {
    const plan = planImport(headers, rows, mapping, "skip", byPhone, TODAY);
    expect(plan.inserts.map((c) => [c.firstName, c.email])).toEqual([["Marta", ""]]);
    expect(plan.patches).toEqual([]);
    expect(plan.duplicates).toEqual([
      { row: 1, name: "Anna Rossi", phone: "+393331234567", client: { id: 7, name: "Anna Rossi" }, sameAsRow: null },
      { row: 3, name: "Marta Neri", phone: "+393337654321", client: null, sameAsRow: 2 },
    ]);
    expect(plan.refused).toEqual([{ row: 4, reason: "Nome è richiesto" }]);
  });
  test("merge: only empty fields are filled and notes appended; names and phone stay", () => {
    const plan = planImport(headers, rows, mapping, "merge", byPhone, TODAY);
    expect(plan.patches).toEqual([{ id: 7, email: "anna@example.it", notes: "Capelli fini\nTinta 6.1", birthday: null, codiceFiscale: null }]);
    expect(plan.inserts).toEqual([
      { firstName: "Marta", lastName: "Neri", phone: "+393337654321", email: "marta@example.it", notes: "Allergia nichel", birthday: null, codiceFiscale: null },
    ]);
  });
  test("merge: a row that adds nothing changes nothing, and an email she has is kept", () => {
    const has = new Map([["+393331234567", { ...stored, email: "old@example.it", notes: "Tinta 6.1 e piega" }]]);
    expect(planImport(headers, [rows[0]!], mapping, "merge", has, TODAY).patches).toEqual([]);
  });
});
