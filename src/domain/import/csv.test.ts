import { describe, expect, test } from "bun:test";
import { decodeCsv, detectSeparator, parseCsv, readCsv } from "./csv";

const utf8 = (text: string) => new TextEncoder().encode(text);
/** Windows-1252 bytes for text in Latin-1's range (what Excel writes on an Italian Windows). */
const cp1252 = (text: string) => Uint8Array.from([...text].map((ch) => ch.charCodeAt(0)));

describe("parseCsv", () => {
  test.each([
    ["LF", "a;b\n1;2\n", ";", [["a", "b"], ["1", "2"]]],
    ["CRLF, no final newline", "a;b\r\n1;2", ";", [["a", "b"], ["1", "2"]]],
    ["commas", "a,b\n1,2", ",", [["a", "b"], ["1", "2"]]],
    ["a quoted separator", 'a;b\n"Rossi; Anna";2', ";", [["a", "b"], ["Rossi; Anna", "2"]]],
    ["a quoted line break (CRLF kept as text)", 'a;b\r\n"riga 1\r\nriga 2";2\r\n', ";", [["a", "b"], ["riga 1\r\nriga 2", "2"]]],
    ["doubled quotes", 'a\n"detto ""Titti"""', ";", [["a"], ['detto "Titti"']]],
    ["a quote inside an unquoted field is text", "a\nl'\"acconto\"", ";", [["a"], ["l'\"acconto\""]]],
    ["empty fields", "a;b;c\n;;x", ";", [["a", "b", "c"], ["", "", "x"]]],
    ["blank lines and separator-only lines are left out", "a;b\n\n1;2\n;\n\n", ";", [["a", "b"], ["1", "2"]]],
    ["the other separator is text", "a;b\n1,5;2", ";", [["a", "b"], ["1,5", "2"]]],
  ])("%s", (_, text, separator, expected) => {
    expect(parseCsv(text, separator as ";" | ",")).toEqual(expected);
  });
});

describe("detectSeparator", () => {
  test.each([
    ["Cognome;Nome;Cellulare\nRossi;Anna;333", ";"],
    ["First Name,Last Name,Mobile Number,Email\nAnna,Rossi,333,a@b.it", ","],
    // A comma inside a quoted header does not count.
    ['"Nome, completo";Telefono;Note\n', ";"],
    ["Telefono\n333", ";"],
  ])("%j -> %s", (text, expected) => {
    expect(detectSeparator(text)).toBe(expected as ";" | ",");
  });
});

describe("decodeCsv", () => {
  test("UTF-8 with BOM: the BOM is dropped", () => {
    expect(decodeCsv(utf8("\uFEFFNome;Città\nNicolò;Forlì"))).toEqual({ text: "Nome;Città\nNicolò;Forlì", encoding: "utf-8" });
  });
  test("UTF-8 without BOM", () => {
    expect(decodeCsv(utf8("Nome\nAndrea Bàrbara"))).toEqual({ text: "Nome\nAndrea Bàrbara", encoding: "utf-8" });
  });
  test("invalid UTF-8 is read as Windows-1252 (Excel's Italian accents)", () => {
    const bytes = cp1252("Cognome;Nome;Note\nDell'Orto;Nicolò;più corto, già fatto");
    expect(bytes).toContain(0xf2); // ò as one byte
    expect(decodeCsv(bytes)).toEqual({ text: "Cognome;Nome;Note\nDell'Orto;Nicolò;più corto, già fatto", encoding: "windows-1252" });
  });
  test("Windows-1252's own characters (€ at 0x80, the curly apostrophe at 0x92)", () => {
    expect(decodeCsv(new Uint8Array([0x80, 0x20, 0x44, 0x92, 0x41])).text).toBe("€ D’A");
  });
  test("an encoding given wins over detection", () => {
    expect(decodeCsv(utf8("Città"), "windows-1252").text).toBe("CittÃ\u00a0");
  });
});

describe("readCsv: real-looking exports", () => {
  test("Excel (Italian, Windows-1252, ;, CRLF): Cognome;Nome;Cellulare", () => {
    const file = cp1252('Cognome;Nome;Cellulare;Note\r\nRossi;Anna;333 123 4567;"Colore: 6.1; allergia all\'ammoniaca"\r\nD\'Agostino;Nicolò;+39 347 765 4321;\r\n');
    expect(readCsv(file)).toEqual({
      headers: ["Cognome", "Nome", "Cellulare", "Note"],
      rows: [
        ["Rossi", "Anna", "333 123 4567", "Colore: 6.1; allergia all'ammoniaca"],
        ["D'Agostino", "Nicolò", "+39 347 765 4321", ""],
      ],
      encoding: "windows-1252",
      separator: ";",
    });
  });
  test("Fresha (UTF-8 with BOM, commas, quoted fields with line breaks)", () => {
    const file = utf8('\uFEFFFirst Name,Last Name,Mobile Number,Email,Client Notes\n"Chiara","Esposito","+39 333 1112223","chiara@example.it","Prima riga\nSeconda, con virgola"\n');
    const table = readCsv(file);
    expect([table.encoding, table.separator, table.headers]).toEqual(["utf-8", ",", ["First Name", "Last Name", "Mobile Number", "Email", "Client Notes"]]);
    expect(table.rows).toEqual([["Chiara", "Esposito", "+39 333 1112223", "chiara@example.it", "Prima riga\nSeconda, con virgola"]]);
  });
  test("Treatwell-like (UTF-8, ;, short and long rows, duplicate header names)", () => {
    const table = readCsv(utf8("Nome;Cognome;Telefono;Note;Note\nGiulia;Bianchi;0039 333 4445556\nMarta;Neri;3334445557;a;b;extra\n"));
    expect(table.headers).toEqual(["Nome", "Cognome", "Telefono", "Note", "Note (2)"]);
    expect(table.rows).toEqual([
      ["Giulia", "Bianchi", "0039 333 4445556", "", ""],
      ["Marta", "Neri", "3334445557", "a", "b"],
    ]);
  });
  test("a separator given wins over detection", () => {
    expect(readCsv(utf8("a;b,c\n1;2,3"), { separator: "," }).headers).toEqual(["a;b", "c"]);
  });
});
