import { convertIndexedToRgb, decode as decodePng } from "fast-png";
import jpeg from "jpeg-js";
import { fitWithin, PHOTO_MAX_SIDE, PHOTO_UNREADABLE, PHOTO_UNSUPPORTED, sniffImage } from "../../domain/photos";
import { invalid } from "../../domain/errors";

const JPEG_QUALITY = 82;
/** A decoded bitmap larger than this is refused before its pixels are allocated (48 MP ≈ 190 MB). */
const MAX_MEGAPIXELS = 48;

type Rgba = { width: number; height: number; data: Uint8Array };

/**
 * What every stored photo becomes: the upload decoded (JPEG or PNG, told by its bytes), turned
 * upright by its EXIF orientation (a phone stores a portrait shot sideways and says so), scaled to
 * at most 1600 px on the long side and written as a fresh JPEG, which also drops every metadata
 * block (the GPS position a phone records included). Pure JavaScript, so it compiles into the
 * single binary. WebP and HEIC are refused: there is no decoder for them without native code,
 * and browsers send the camera's photo as JPEG anyway.
 */
export function normalisePhoto(upload: Uint8Array): { jpeg: Uint8Array; width: number; height: number } {
  const format = sniffImage(upload);
  if (format !== "jpeg" && format !== "png") throw invalid(PHOTO_UNSUPPORTED, { photo: PHOTO_UNSUPPORTED }, "photo_unsupported");
  let image: Rgba;
  try {
    image = format === "jpeg" ? decodeJpeg(upload) : decodePngRgba(upload);
  } catch {
    throw invalid(PHOTO_UNREADABLE, { photo: PHOTO_UNREADABLE }, "photo_unreadable");
  }
  const scaled = downscale(image, PHOTO_MAX_SIDE);
  const upright = orient(scaled, format === "jpeg" ? exifOrientation(upload) : 1);
  const encoded = jpeg.encode({ data: upright.data, width: upright.width, height: upright.height }, JPEG_QUALITY);
  return { jpeg: new Uint8Array(encoded.data), width: upright.width, height: upright.height };
}

function decodeJpeg(bytes: Uint8Array): Rgba {
  const out = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_MEGAPIXELS, maxMemoryUsageInMB: 400 });
  return { width: out.width, height: out.height, data: out.data };
}

function decodePngRgba(bytes: Uint8Array): Rgba {
  const png = decodePng(bytes);
  if (png.width * png.height > MAX_MEGAPIXELS * 1_000_000) throw new Error("too large");
  const { width, height } = png;
  let data = png.data as Uint8Array | Uint16Array;
  let channels = png.channels ?? 4;
  if (png.palette) {
    data = convertIndexedToRgb(png);
    channels = png.palette[0]?.length ?? 3;
  }
  const shift = png.depth === 16 ? 8 : 0;
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, p = 0; p < width * height; p++, i += channels) {
    const at = (k: number) => (data[i + k] ?? 0) >> shift;
    const [r, g, b, a] =
      channels === 1 ? [at(0), at(0), at(0), 255] : channels === 2 ? [at(0), at(0), at(0), at(1)] : [at(0), at(1), at(2), channels === 4 ? at(3) : 255];
    // Transparency becomes white, as a printed page would show it.
    const over = (c: number) => Math.round((c * a + 255 * (255 - a)) / 255);
    rgba.set([over(r), over(g), over(b), 255], p * 4);
  }
  return { width, height, data: rgba };
}

/** Area-average downscale: each output pixel is the mean of the source pixels it covers. */
export function downscale(image: Rgba, max: number): Rgba {
  const { width, height } = fitWithin(image.width, image.height, max);
  if (width === image.width && height === image.height) return image;
  const out = new Uint8Array(width * height * 4);
  const xStart = new Int32Array(width + 1);
  for (let x = 0; x <= width; x++) xStart[x] = Math.min(image.width, Math.floor((x * image.width) / width));
  const sums = new Float64Array(width * 4);
  const counts = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor((y * image.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * image.height) / height));
    sums.fill(0);
    counts.fill(0);
    for (let sy = y0; sy < y1; sy++) {
      const row = sy * image.width * 4;
      for (let x = 0; x < width; x++) {
        const x0 = xStart[x]!;
        const x1 = Math.max(x0 + 1, xStart[x + 1]!);
        for (let sx = x0; sx < x1; sx++) {
          const i = row + sx * 4;
          sums[x * 4]! += image.data[i]!;
          sums[x * 4 + 1]! += image.data[i + 1]!;
          sums[x * 4 + 2]! += image.data[i + 2]!;
          counts[x]! += 1;
        }
      }
    }
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const n = counts[x]!;
      out[o] = Math.round(sums[x * 4]! / n);
      out[o + 1] = Math.round(sums[x * 4 + 1]! / n);
      out[o + 2] = Math.round(sums[x * 4 + 2]! / n);
      out[o + 3] = 255;
    }
  }
  return { width, height, data: out };
}

/**
 * The bitmap as it should be seen, for EXIF orientations 1–8 (2/4 mirrored, 3 turned 180°, 6 and 8
 * a quarter turn clockwise and anticlockwise, 5/7 a quarter turn mirrored). A portrait photo from
 * a phone held upright is stored 4032×3024 with orientation 6 and comes out 3024×4032.
 */
export function orient(image: Rgba, orientation: number): Rgba {
  if (orientation < 2 || orientation > 8) return image;
  const { width: W, height: H } = image;
  const swap = orientation >= 5;
  const width = swap ? H : W;
  const height = swap ? W : H;
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [sx, sy] = sourceOf(orientation, x, y, W, H);
      out.set(image.data.subarray((sy * W + sx) * 4, (sy * W + sx) * 4 + 4), (y * width + x) * 4);
    }
  }
  return { width, height, data: out };
}

function sourceOf(orientation: number, x: number, y: number, W: number, H: number): [number, number] {
  switch (orientation) {
    case 2: return [W - 1 - x, y];
    case 3: return [W - 1 - x, H - 1 - y];
    case 4: return [x, H - 1 - y];
    case 5: return [y, x];
    case 6: return [y, H - 1 - x];
    case 7: return [W - 1 - y, H - 1 - x];
    default: return [W - 1 - y, x];
  }
}

/** The EXIF orientation tag (0x0112) of a JPEG's APP1 block; 1 when there is none. */
export function exifOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    const length = view.getUint16(at + 2);
    if (marker === 0xda) break; // image data starts: no metadata after it
    if (marker === 0xe1 && String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === "Exif") {
      return readOrientation(view, at + 10, Math.min(bytes.length, at + 2 + length)) ?? 1;
    }
    at += 2 + length;
  }
  return 1;
}

function readOrientation(view: DataView, tiff: number, end: number): number | null {
  if (tiff + 8 > end) return null;
  const little = view.getUint16(tiff) === 0x4949;
  const u16 = (o: number) => view.getUint16(o, little);
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return null;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return null;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return null;
}
