import { Elysia } from "elysia";
import { pickEncoding, VARIANT_SUFFIX, varyOnEncoding } from "./compression";
import { errorResponse } from "./errors";

/**
 * URL path ("/index.html", "/chunk-1a2b.js") → file path (on disk, or inside the compiled binary);
 * the build's compressed variants sit beside their file as "/chunk-1a2b.js.br" and ".gz".
 */
export type WebAssets = Record<string, string>;

const HASHED = /-[a-z0-9]{6,}\.(js|css|map|woff2?|png|svg)$/i;

/**
 * Serves the built React app: hashed assets cached forever, every other path with index.html
 * so deep links (/calendar, /clients/…) reach the client router. /prenota is not here: the server
 * renders those pages itself (src/features/appointments/public-pages.tsx).
 */
export function webRoutes(assets: WebAssets | null) {
  const app = new Elysia({ name: "web" });
  if (!assets) {
    return app.get("/*", ({ path }) =>
      isApiPath(path) ? apiNotFound() :
      new Response("Interfaccia web non compilata: esegui `bun run build:web`.", {
        status: 503,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      }),
    );
  }
  const index = assets["/index.html"];
  return app.get("/*", ({ path, request }) => {
    if (isApiPath(path)) return apiNotFound();
    const asset = path !== "/" && !isVariant(path) ? assets[path] : undefined;
    if (asset) return assetResponse(request, assets, path, HASHED.test(path) ? "public, max-age=31536000, immutable" : "no-cache");
    if (!index) return new Response("Not found", { status: 404 });
    return assetResponse(request, assets, "/index.html", "no-cache", "text/html; charset=utf-8");
  });
}

/** `/chunk-x.js.br` is the build's brotli of `/chunk-x.js`: sent in its place, never asked for by name. */
const isVariant = (path: string) => Object.values(VARIANT_SUFFIX).some((suffix) => path.endsWith(suffix));

/**
 * A built file, as the brotli or gzip variant the build made when the request accepts one
 * (`Vary: Accept-Encoding` whenever variants exist, so caches keep them apart).
 */
function assetResponse(request: Request, assets: WebAssets, path: string, cacheControl: string, contentType?: string): Response {
  const plain = assets[path]!;
  const headers = new Headers({ "Content-Type": contentType ?? Bun.file(plain).type, "Cache-Control": cacheControl });
  const offered = (["br", "gzip"] as const).filter((encoding) => assets[path + VARIANT_SUFFIX[encoding]]);
  if (offered.length === 0) return new Response(Bun.file(plain), { headers });
  varyOnEncoding(headers);
  const encoding = pickEncoding(request.headers.get("accept-encoding"), offered);
  if (!encoding) return new Response(Bun.file(plain), { headers });
  headers.set("Content-Encoding", encoding);
  return new Response(Bun.file(assets[path + VARIANT_SUFFIX[encoding]]!), { headers });
}

/** The public pages' own stylesheet, a hashed file the build makes ("/prenota-1a2b3c.css"); null before a build. */
export const publicStylesheet = (assets: WebAssets | null): string | null =>
  Object.keys(assets ?? {}).find((path) => /^\/prenota-[a-z0-9]{6,}\.css$/i.test(path)) ?? null;

/** `/api` itself belongs to the API too: it answers JSON like every path under it. */
const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/** Unknown /api paths are JSON 404s, never the SPA (the router prefers this GET "/*" over ALL "/api/*"). */
export const apiNotFound = () => errorResponse(404, { message: "Risorsa non trovata", code: "not_found" });
