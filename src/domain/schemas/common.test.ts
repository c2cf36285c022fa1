import { describe, expect, test } from "bun:test";
import * as v from "valibot";
import { CONTROL_CHARACTERS, FORMAT_CHARACTERS, nameText, optionalText, publicText, requiredText } from "./common";

const oneLine = requiredText("Nome è richiesto", 100);
const freeText = optionalText(1000);
const errorOf = (schema: v.GenericSchema, input: string) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0]!.message;
};

describe("control characters", () => {
  test.each([
    ["NUL", "Ma\u0000rio"],
    ["bell", "Mario\u0007"],
    ["backspace", "Ma\brio"],
    ["escape", "\u001b[31mMario"],
    ["vertical tab", "Ma\u000brio"],
    ["form feed", "Ma\u000crio"],
    ["DEL", "Mario\u007f"],
    ["C1 (NEL)", "Ma\u0085rio"],
  ])("%p is refused in one-line and free-text fields", (_, text) => {
    expect(errorOf(oneLine, text)).toBe(CONTROL_CHARACTERS);
    expect(errorOf(freeText, text)).toBe(CONTROL_CHARACTERS);
  });

  test.each([
    ["tab", "Maria\tRosa"],
    ["line feed", "Maria\nRosa"],
    ["CR LF", "Maria\r\nRosa"],
  ])("%p is refused inside a one-line field but kept in free text", (_, text) => {
    expect(errorOf(oneLine, text)).toBe(CONTROL_CHARACTERS);
    expect(v.parse(freeText, text)).toBe(text);
  });

  test("a one-line field still trims pasted line breaks at its ends", () => {
    expect(v.parse(oneLine, "  Mario\n")).toBe("Mario");
  });

  test.each([
    ["accents", "Niccolò Àlvarez-Pérez"],
    ["apostrophe", "D'Annunzio"],
    ["emoji", "Giulia 💇‍♀️✨"],
    ["other scripts", "Zoë 王芳 Ölçer"],
    ["non-breaking space", "Maria\u00a0Rosa"],
  ])("%p stay welcome", (_, text) => {
    expect(v.parse(oneLine, text)).toBe(text);
    expect(v.parse(freeText, text)).toBe(text);
  });
});

describe("format characters in names", () => {
  const name = nameText("Nome è richiesto");
  test.each([
    ["right-to-left override", "\u202Eevil Uno"],
    ["left-to-right isolate", "Anna\u2066 Rossi"],
    ["right-to-left mark", "Anna\u200F"],
    ["zero-width space", "An\u200Bna"],
    ["zero-width joiner between letters", "An\u200Dna"],
    ["zero-width non-joiner", "An\u200Cna"],
    ["byte order mark inside a name", "An\uFEFFna"],
    ["soft hyphen", "An\u00ADna"],
    ["word joiner", "An\u2060na"],
    ["inhibit symmetric swapping", "Anna\u206A"],
    ["interlinear annotation", "An\uFFF9na"],
    ["tag character", "Anna\u{E0001}"],
    ["Arabic number sign", "\u0600Anna"],
    ["line separator", "Anna\u2028Rossi"],
    ["paragraph separator", "Anna\u2029Rossi"],
    ["Hangul filler", "Anna \u3164"],
    ["Hangul choseong filler", "\u115FAnna"],
    ["Hangul jungseong filler", "An\u1160na"],
    ["halfwidth Hangul filler", "Anna\uFFA0"],
  ])("%p is refused in a name with its own message", (_, text) => {
    expect(errorOf(name, text)).toBe(FORMAT_CHARACTERS);
  });

  test.each([
    ["accents", "Niccolò Àlvarez-Pérez"],
    ["emoji spelt with joiners", "Giulia 💇‍♀️✨"],
    ["family emoji", "Famiglia 👨‍👩‍👧"],
    ["other scripts", "Zoë 王芳 Ölçer"],
  ])("%p stay welcome in a name", (_, text) => {
    expect(v.parse(name, text)).toBe(text);
  });

  test("other one-line fields keep accepting them", () => {
    expect(v.parse(oneLine, "An\u200Bna")).toBe("An\u200Bna");
  });
});

describe("format characters in the public form's free text", () => {
  const notes = publicText(500);
  test.each([
    ["right-to-left override", "\u202Eetnemaicifrof ovas"],
    ["zero-width space", "Grazie\u200B"],
    ["line separator", "Prima riga\u2028seconda"],
    ["Hangul filler", "\u3164"],
  ])("%p is refused", (_, text) => {
    expect(errorOf(notes, text)).toBe(FORMAT_CHARACTERS);
  });

  test.each([
    ["tab and line breaks", "Prima riga\r\nseconda\triga"],
    ["emoji spelt with joiners", "Per mia figlia 💇‍♀️"],
    ["nothing", ""],
  ])("%p stay welcome", (_, text) => {
    expect(v.parse(notes, text)).toBe(text);
  });
});
