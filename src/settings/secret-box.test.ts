import { expect, test } from "bun:test";
import { createSecretBox } from "./secret-box";

const SECRET = "x".repeat(48);

test("a sealed value opens with the same secret and purpose, and does not contain the plain text", async () => {
  const box = createSecretBox(SECRET);
  const sealed = await box.seal("whatsapp", "EAAG-token-segreto");
  expect(sealed).toStartWith("v1:");
  expect(sealed).not.toContain("EAAG");
  expect(await box.open("whatsapp", sealed)).toBe("EAAG-token-segreto");
  // A fresh IV each time: the same text never seals the same way twice.
  expect(await box.seal("whatsapp", "EAAG-token-segreto")).not.toBe(sealed);
});

test("another secret, another purpose or a changed byte does not open", async () => {
  const sealed = await createSecretBox(SECRET).seal("whatsapp", "EAAG-token-segreto");
  expect(await createSecretBox("y".repeat(48)).open("whatsapp", sealed)).toBeNull();
  expect(await createSecretBox(SECRET).open("other", sealed)).toBeNull();
  const bytes = Buffer.from(sealed.slice(3), "base64");
  bytes[20] = bytes[20]! ^ 1;
  expect(await createSecretBox(SECRET).open("whatsapp", `v1:${bytes.toString("base64")}`)).toBeNull();
  expect(await createSecretBox(SECRET).open("whatsapp", "EAAG-in-chiaro")).toBeNull();
});
