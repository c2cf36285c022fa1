import { Elysia } from "elysia";
import { ClientCreateSchema, ClientDeleteQuerySchema, ClientMergeSchema, ClientSchema } from "../../domain/schemas/clients";
import { ClientPageQuerySchema, DuplicatesQuerySchema } from "../../domain/schemas/client-pages";
import { parseId, parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { jsonTextResponse } from "../../http/json-response";
import { ConsentInputSchema } from "../../domain/schemas/client-file";
import { salonInfo } from "../../settings/salon-info";
import { createClientExport } from "./export";
import { createPrivacyLists } from "./privacy-lists";
import { createClientsService } from "./service";

const GZIP_FROM_BYTES = 32 * 1024;

export function clientsRoutes(ctx: AppContext) {
  const clients = createClientsService(ctx);
  const exporter = createClientExport(ctx, (id) => clients.get(id));
  const privacy = createPrivacyLists(ctx);
  return new Elysia({ name: "clients-routes" })
    .get("/api/clients", ({ request, query }) => {
      // Any of these asks for one page; without them the whole list answers, as it always has.
      if (["q", "limit", "cursor", "phone"].some((key) => key in query)) return clients.page(parseOrThrow(ClientPageQuerySchema, query));
      const body = clients.listBody();
      const headers: Record<string, string> = { Vary: "Accept-Encoding" };
      // 20,000 clients are 2.5 MB of JSON and 0.2 MB gzipped: worth it on the salon's Wi-Fi.
      if (body.json.length > GZIP_FROM_BYTES && /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "")) {
        return jsonTextResponse(body.gzip(), { headers: { ...headers, "Content-Encoding": "gzip" } });
      }
      return jsonTextResponse(body.json, { headers });
    })
    .post("/api/clients", ({ body, set, request }) => {
      const input = parseOrThrow(ClientCreateSchema, body ?? {});
      set.status = 201;
      return clients.create(ctx.requireAuth(request).user, input);
    })
    .post("/api/clients/:id/merge", ({ params, body, request }) => {
      const id = parseId(params.id);
      return clients.merge(ctx.requireAuth(request).user, id, parseOrThrow(ClientMergeSchema, body ?? {}).duplicateId);
    })
    .get("/api/privacy/erasure-due", () => privacy.erasureDue())
    .get("/api/privacy/marketing-lapsed", () => privacy.marketingLapsed())
    .get("/api/clients/duplicates", ({ query }) => {
      const { offset, limit } = parseOrThrow(DuplicatesQuerySchema, query);
      return clients.duplicates(offset, limit);
    })
    .get("/api/clients/:id", ({ params }) => clients.get(parseId(params.id)))
    .post("/api/clients/:id/consents", ({ params, body, request }) => {
      const id = parseId(params.id);
      return clients.recordConsent(ctx.requireAuth(request).user, id, parseOrThrow(ConsentInputSchema, body ?? {}));
    })
    // Her copy of her file: a JSON download, and a page to print or save as PDF.
    .get("/api/clients/:id/export", ({ params }) => {
      const id = parseId(params.id);
      const data = exporter.json(id);
      return new Response(JSON.stringify(data, null, 2), {
        headers: { "Content-Type": "application/json; charset=utf-8", "Content-Disposition": `attachment; filename="cliente-${id}.json"`, "Cache-Control": "no-store" },
      });
    })
    .get("/api/clients/:id/export.html", ({ params }) => {
      const id = parseId(params.id);
      return new Response(exporter.html(id, salonInfo(ctx).name), { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
    })
    .get("/api/clients/:id/summary", ({ params }) => clients.summary(parseId(params.id)))
    .put("/api/clients/:id", ({ params, body, request }) => {
      const id = parseId(params.id);
      return clients.update(ctx.requireAuth(request).user, id, parseOrThrow(ClientSchema, body ?? {}));
    })
    .delete("/api/clients/:id", ({ params, query, request }) => {
      const id = parseId(params.id);
      const { futureVisits } = parseOrThrow(ClientDeleteQuerySchema, query);
      return clients.remove(ctx.requireAuth(request).user, id, futureVisits);
    });
}
