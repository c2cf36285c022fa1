/**
 * Photo rules shared by the server and the web: what a file is by its first bytes (never by its
 * name or the browser's word), and the size a stored photo is scaled to.
 */
export type ImageFormat = "jpeg" | "png" | "webp" | "heic";

/** The longest side a stored photo keeps: enough for a phone's screen at 3×, a tenth of the bytes. */
export const PHOTO_MAX_SIDE = 1600;
/** What an upload may weigh before any decoding. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export const PHOTO_UNSUPPORTED = "Formato non supportato: carica una foto JPEG o PNG";
export const PHOTO_UNREADABLE = "La foto non è leggibile: riprova o scattane un'altra";

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image format by magic bytes; null for anything else (a PDF renamed .jpg, a text file). */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  // ISO-BMFF: a "ftyp" box whose brand is one of HEIF's.
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(ascii(bytes, 8, 12))) return "heic";
  return null;
}

/**
 * The size that fits `width`×`height` within `max` on the long side, keeping the ratio; an image
 * already within it keeps its size. 4032×3024 → 1600×1200; 3024×4032 → 1200×1600.
 */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= max) return { width, height };
  const scale = max / long;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
