import { describe, expect, test } from "bun:test";
import jpeg from "jpeg-js";
import { DomainError } from "../../domain/errors";
import { exifOrientation, normalisePhoto, orient } from "./image";
import { testJpeg, testPng } from "../../test/images";

const decoded = (bytes: Uint8Array) => jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
const rgbAt = (img: { width: number; data: Uint8Array }, x: number, y: number) => [...img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 3)];
const isRed = ([r, , b]: number[]) => r! > 150 && b! < 100;
const isBlue = ([r, , b]: number[]) => b! > 150 && r! < 100;

describe("normalisePhoto", () => {
  test("a 2400×1800 JPEG becomes a 1600×1200 JPEG with the same picture", () => {
    const out = normalisePhoto(testJpeg(2400, 1800));
    expect([out.width, out.height]).toEqual([1600, 1200]);
    const img = decoded(out.jpeg);
    expect([img.width, img.height]).toEqual([1600, 1200]);
    expect(isRed(rgbAt(img, 100, 600))).toBe(true);
    expect(isBlue(rgbAt(img, 1500, 600))).toBe(true);
  }, 30_000);

  test("a PNG is re-encoded as JPEG; a small one keeps its size", () => {
    const out = normalisePhoto(testPng(300, 200));
    expect([out.width, out.height]).toEqual([300, 200]);
    expect([...out.jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  test("a phone's portrait (stored sideways, orientation 6) comes out upright, the metadata gone", () => {
    const sideways = testJpeg(400, 300, 6);
    expect(exifOrientation(sideways)).toBe(6);
    const out = normalisePhoto(sideways);
    expect([out.width, out.height]).toEqual([300, 400]);
    // Turned a quarter clockwise: the red left half is now the top.
    const img = decoded(out.jpeg);
    expect(isRed(rgbAt(img, 150, 20))).toBe(true);
    expect(isBlue(rgbAt(img, 150, 380))).toBe(true);
    expect(exifOrientation(out.jpeg)).toBe(1);
  });

  test.each([
    ["a PDF", new TextEncoder().encode("%PDF-1.7 not a photo"), "photo_unsupported"],
    ["a WebP", new Uint8Array([...new TextEncoder().encode("RIFF"), 0, 0, 0, 0, ...new TextEncoder().encode("WEBPVP8 ")]), "photo_unsupported"],
    ["a truncated JPEG", testJpeg(64, 64).subarray(0, 40), "photo_unreadable"],
  ])("%s is refused with an Italian 400", (_name, bytes, code) => {
    let error: unknown;
    try {
      normalisePhoto(bytes);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(code);
  });
});

describe("orient", () => {
  // A 2×1 image: pixel A (1) then B (2), as the red channel.
  const image = { width: 2, height: 1, data: new Uint8Array([1, 0, 0, 255, 2, 0, 0, 255]) };
  const reds = (img: { data: Uint8Array }) => [...img.data].filter((_, i) => i % 4 === 0);
  test.each([
    [1, 2, 1, [1, 2]],
    [2, 2, 1, [2, 1]],
    [3, 2, 1, [2, 1]],
    [6, 1, 2, [1, 2]],
    [8, 1, 2, [2, 1]],
  ])("orientation %i → %i×%i %p", (o, w, h, order) => {
    const out = orient(image, o);
    expect([out.width, out.height]).toEqual([w, h]);
    expect(reds(out)).toEqual(order);
  });
});
