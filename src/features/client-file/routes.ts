import { Elysia } from "elysia";
import { invalid } from "../../domain/errors";
import { PHOTO_MAX_BYTES } from "../../domain/photos";
import { FormulaSchema, PHOTO_KINDS, type PhotoKind } from "../../domain/schemas/formulas";
import { parseId, parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { HttpError } from "../../http/errors";
import type { ClientFileService } from "./service";

export const PHOTO_REQUIRED = "Scegli una foto da caricare";
export const PHOTO_TOO_LARGE = `La foto supera ${PHOTO_MAX_BYTES / 1024 / 1024} MB`;
export const KIND_INVALID = "Tipo di foto non valido: prima o dopo";
/** The upload's multipart envelope around the photo (boundaries, field names, the kind). */
const ENVELOPE_BYTES = 64 * 1024;

const tooLarge = () => new HttpError(413, { message: PHOTO_TOO_LARGE, code: "payload_too_large", fields: { photo: PHOTO_TOO_LARGE } });

async function readPhotoForm(request: Request): Promise<{ photo: Uint8Array; kind: PhotoKind | null }> {
  if (Number(request.headers.get("content-length") ?? "0") > PHOTO_MAX_BYTES + ENVELOPE_BYTES) throw tooLarge();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw invalid(PHOTO_REQUIRED, { photo: PHOTO_REQUIRED }, "validation");
  }
  const photo = form.get("photo");
  // Not `instanceof Blob`: under happy-dom (component tests) the global Blob is the DOM's.
  if (photo === null || typeof photo === "string" || photo.size === 0) throw invalid(PHOTO_REQUIRED, { photo: PHOTO_REQUIRED }, "validation");
  if (photo.size > PHOTO_MAX_BYTES) throw tooLarge();
  const rawKind = form.get("kind");
  if (rawKind !== null && rawKind !== "" && !(PHOTO_KINDS as readonly unknown[]).includes(rawKind)) {
    throw invalid(KIND_INVALID, { kind: KIND_INVALID }, "validation");
  }
  return { photo: new Uint8Array(await photo.arrayBuffer()), kind: rawKind ? (rawKind as PhotoKind) : null };
}

export function clientFileRoutes(ctx: AppContext, service: ClientFileService) {
  const user = (request: Request) => ctx.requireAuth(request).user;
  const ids = (params: Record<string, string>) => [parseId(params.id), parseId(params.itemId)] as const;
  return new Elysia({ name: "client-file-routes" })
    .get("/api/appointments/:id/items/:itemId/formula", ({ params }) => service.formula(...ids(params)))
    .put("/api/appointments/:id/items/:itemId/formula", ({ request, params, body }) => {
      const [id, itemId] = ids(params);
      return service.saveFormula(user(request), id, itemId, parseOrThrow(FormulaSchema, body ?? {}));
    })
    .get("/api/appointments/:id/items/:itemId/photos", ({ params }) => service.photos(...ids(params)))
    .post(
      "/api/appointments/:id/items/:itemId/photos",
      async ({ request, params, set }) => {
        const [id, itemId] = ids(params);
        const who = user(request);
        service.photos(id, itemId); // 404 before reading megabytes for an item that does not exist
        const { photo, kind } = await readPhotoForm(request);
        set.status = 201;
        return service.addPhoto(who, id, itemId, photo, kind);
      },
      { parse: "none" },
    )
    .get("/api/appointments/:id/items/:itemId/photos/:photoId", ({ params }) => {
      const [id, itemId] = ids(params);
      const path = service.photoFile(id, itemId, parseId(params.photoId));
      // A photo never changes under its id; only this browser's cache may keep it.
      return new Response(Bun.file(path), { headers: { "Content-Type": "image/jpeg", "Cache-Control": "private, max-age=31536000, immutable" } });
    })
    .delete("/api/appointments/:id/items/:itemId/photos/:photoId", ({ request, params, set }) => {
      const [id, itemId] = ids(params);
      service.removePhoto(user(request), id, itemId, parseId(params.photoId));
      set.status = 204;
    })
    .get("/api/clients/:id/formulas", ({ params }) => service.history(parseId(params.id)));
}
