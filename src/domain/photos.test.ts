import { describe, expect, test } from "bun:test";
import { fitWithin, sniffImage } from "./photos";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffImage", () => {
  test.each([
    ["jpeg", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF")],
    ["png", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ["webp", bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 ")],
    ["heic", bytes([0, 0, 0, 24], "ftypheic", [0, 0, 0, 0])],
    ["heic", bytes([0, 0, 0, 24], "ftypmif1", [0, 0, 0, 0])],
  ])("%s by its first bytes", (format, data) => {
    expect(sniffImage(data)).toBe(format as never);
  });

  test.each([
    ["a PDF", bytes("%PDF-1.7")],
    ["text", bytes("ciao, sono una foto")],
    ["empty", bytes()],
    ["a truncated JPEG marker", bytes([0xff, 0xd8])],
    ["an MP4 video", bytes([0, 0, 0, 24], "ftypisom", [0, 0, 0, 0])],
  ])("%s is not an image", (_name, data) => {
    expect(sniffImage(data)).toBeNull();
  });
});

describe("fitWithin", () => {
  test.each([
    [4032, 3024, 1600, 1200],
    [3024, 4032, 1200, 1600],
    [1600, 900, 1600, 900],
    [800, 600, 800, 600],
    [10000, 3, 1600, 1],
  ])("%i×%i → %i×%i", (w, h, ew, eh) => {
    expect(fitWithin(w, h)).toEqual({ width: ew, height: eh });
  });
});
