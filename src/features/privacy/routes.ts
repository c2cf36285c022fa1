import { Elysia } from "elysia";
import { createTrail } from "../../activity/trail";
import { diffRecords } from "../../domain/activity";
import { fillNotice } from "../../domain/privacy-notice";
import { PrivacySettingsSchema, type PrivacySettings, type PublicNotice } from "../../domain/schemas/privacy";
import { parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { privacySettings, writePrivacySettings } from "../../privacy/settings";
import { salonInfo } from "../../settings/salon-info";

export const NOTICE_PATH = "/prenota/informativa";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The privacy notice (informativa): the owner's settings, the text as a client reads it (JSON and
 * a page /prenota links next to each consent), and the same page with a signature block for the
 * desk (`?stampa=1`).
 */
export function privacyRoutes(ctx: AppContext) {
  const trail = createTrail(ctx);
  const notice = (): PublicNotice => {
    const s = privacySettings(ctx.db);
    const salone = salonInfo(ctx).name;
    return { salonName: salone, version: s.noticeVersion, text: fillNotice(s.noticeText, { salone, anni: s.retentionYears, backup: ctx.config.backup.keep }) };
  };
  const page = (forSignature: boolean) => {
    const n = notice();
    const paragraphs = n.text.split(/\n{2,}/).map((p) => `<p>${escape(p).replaceAll("\n", "<br>")}</p>`).join("\n");
    const signature = forSignature
      ? `<section class="sign"><p>Ho letto l'informativa (versione ${n.version}) e:</p>
<p>☐ acconsento ☐ non acconsento ai messaggi sugli appuntamenti via WhatsApp</p>
<p>☐ acconsento ☐ non acconsento a ricevere promozioni e offerte (☐ WhatsApp ☐ email ☐ SMS)</p>
<p>☐ acconsento ☐ non acconsento al trattamento dei miei dati sanitari (allergie, test)</p>
<p class="line">Nome e cognome ____________________________________</p>
<p class="line">Data ______________ Firma ____________________________</p></section>`
      : "";
    return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Informativa privacy · ${escape(n.salonName)}</title>
<style>body{font:15px/1.55 system-ui,sans-serif;color:#1c1917;max-width:760px;margin:24px auto;padding:0 16px}h1{font-size:20px}.v{color:#57534e;font-size:13px}.sign{margin-top:32px;border-top:1px solid #a8a29e;padding-top:12px}.line{margin-top:28px}@media print{body{margin:0;font-size:12px}}</style>
</head><body><h1>${escape(n.salonName)}</h1><p class="v">Informativa privacy · versione ${n.version}</p>
${paragraphs}
${signature}</body></html>`;
  };

  return new Elysia({ name: "privacy-routes" })
    .get("/api/settings/privacy", (): PrivacySettings => privacySettings(ctx.db))
    .put("/api/settings/privacy", ({ body, request }) => {
      const input = parseOrThrow(PrivacySettingsSchema, body ?? {});
      const actor = ctx.requireAuth(request).user;
      const saved = trail.write(actor, (record) => {
        const { before, after } = writePrivacySettings(ctx.db, input, ctx.clock.now().toISOString());
        const changes = diffRecords(
          { versione: before.noticeVersion, anniConservazione: before.retentionYears, mesiTest: before.patchTestMonths },
          { versione: after.noticeVersion, anniConservazione: after.retentionYears, mesiTest: after.patchTestMonths },
        );
        if (Object.keys(changes).length > 0) record({ action: "updated", entity: "settings", entityId: null, summary: "Privacy", changes });
        return after;
      });
      trail.publish(actor, { topic: "settings", action: "updated", ids: [] });
      return saved;
    })
    .get("/api/public/privacy", (): PublicNotice => notice())
    .get(NOTICE_PATH, ({ query }) =>
      new Response(page(query.stampa === "1"), { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } }),
    );
}
