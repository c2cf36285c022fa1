import { CHANNEL_LABELS, PURPOSE_LABELS, SOURCE_LABELS, type ConsentChannel, type ConsentPurpose, type ConsentSource } from "../../domain/consents";
import { formatItalianDate } from "../../domain/italian-date";
import { formatCents } from "../../domain/money";
import { displayName } from "../../domain/names";
import type { ClientExport } from "../../domain/schemas/client-file";
import type { ClientDetail } from "../../domain/schemas/clients";
import { wallClockIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { exportRepo } from "./export-repo";

const escape = (s: unknown) =>
  String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The export of one client: the JSON download and the printable page read the same data. */
export function createClientExport(ctx: AppContext, detail: (id: number) => ClientDetail) {
  const repo = exportRepo(ctx.db);
  const day = (iso: string) => formatItalianDate(wallClockIn(ctx.config.timeZone, new Date(iso)).date);

  function json(id: number): ClientExport {
    const client = detail(id);
    const visits = repo.visits(id);
    const reminders = repo.reminders(id);
    const appointmentIds = visits.map((v) => v.id);
    const reminderIds = reminders.map((r) => r.id);
    return {
      exportedAt: ctx.clock.now().toISOString(),
      client,
      consents: repo.consents(id),
      visits,
      reminders,
      sales: repo.sales(id),
      messages: repo.messages(client.id, appointmentIds, reminderIds, client.phone),
      activity: repo.activity(id, appointmentIds, reminderIds),
      formulas: ctx.clientFile.export(ctx.db, id),
    };
  }

  function html(id: number, salonName: string): string {
    const data = json(id);
    const c = data.client as unknown as ClientDetail;
    const table = (head: string[], rows: unknown[][]) =>
      rows.length === 0
        ? "<p>Nessuno.</p>"
        : `<table><thead><tr>${head.map((h) => `<th>${escape(h)}</th>`).join("")}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((x) => `<td>${escape(x)}</td>`).join("")}</tr>`).join("")}</tbody></table>`;
    const consentRow = (e: ClientExport["consents"][number]) => [
      day(e.at),
      PURPOSE_LABELS[e.purpose as ConsentPurpose] + (e.channel ? ` · ${CHANNEL_LABELS[e.channel as ConsentChannel]}` : ""),
      e.given ? "Dato" : "Revocato",
      SOURCE_LABELS[e.source as ConsentSource],
      e.textVersion === 0 ? "—" : `v${e.textVersion}`,
    ];
    const name = displayName(c);
    return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Dati di ${escape(name)} · ${escape(salonName)}</title>
<style>body{font:14px/1.45 system-ui,sans-serif;color:#1c1917;margin:24px;max-width:900px}h1{font-size:22px}h2{font-size:16px;margin-top:24px;border-bottom:1px solid #d6d3d1}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:4px 6px;border-bottom:1px solid #e7e5e4;vertical-align:top}dt{font-weight:600}dd{margin:0 0 6px}
@media print{body{margin:0}}</style></head><body>
<h1>Dati personali di ${escape(name)}</h1><p>${escape(salonName)} · esportati il ${escape(day(data.exportedAt))}</p>
<h2>Dati anagrafici</h2><dl>
<dt>Telefono</dt><dd>${escape(c.phone) || "—"}</dd><dt>Email</dt><dd>${escape(c.email) || "—"}</dd>
<dt>Data di nascita</dt><dd>${c.birthday ? escape(formatItalianDate(c.birthday)) : "—"}</dd><dt>Codice fiscale</dt><dd>${escape(c.codiceFiscale) || "—"}</dd>
<dt>Indirizzo</dt><dd>${escape(c.address) || "—"}</dd><dt>Note</dt><dd>${escape(c.notes) || "—"}</dd>
<dt>Allergie</dt><dd>${escape(c.allergies) || "—"}</dd><dt>Ultimo test di tolleranza</dt><dd>${c.patchTestDate ? escape(formatItalianDate(c.patchTestDate)) : "—"}</dd></dl>
<h2>Consensi</h2>${table(["Data", "Finalità", "Stato", "Raccolto", "Informativa"], data.consents.map(consentRow))}
<h2>Visite</h2>${table(["Data", "Ora", "Servizi", "Stato", "Note"], data.visits.map((v) => [formatItalianDate(v.date), v.startTime, v.items.map((i) => i.serviceName).join(", "), v.status, v.notes]))}
<h2>Vendite</h2>${table(["Numero", "Data", "Tipo", "Totale"], data.sales.map((s) => [`${s.number}/${s.year}`, formatItalianDate(String(s.date)), s.kind, formatCents(Number(s.totalCents))]))}
<h2>Schede tecniche</h2>${table(["Data", "Servizio", "Stilista", "Formula", "Foto"], data.formulas.map((f) => [formatItalianDate(f.date), f.serviceName, f.stylistName, f.formula ? [f.formula.brand, f.formula.line, ...f.formula.shades.map((s) => `${s.shade} ${s.grams} g`), f.formula.developer ? `${f.formula.developer.volume} vol ${f.formula.developer.grams} g` : "", f.formula.notes].filter(Boolean).join(" · ") : "—", f.photos.length]))}
<h2>Messaggi</h2>${table(["Inviato", "Riguardo", "Stato"], data.messages.sent.map((m) => [m.sentAt ? day(String(m.sentAt)) : "—", m.about === "reminder" ? "Promemoria ricorrente" : m.about === "receipt" ? "Ricevuta" : String(m.kind), m.status]))}
${table(["Ricevuto", "Testo"], data.messages.received.map((m) => [day(m.receivedAt), m.body ?? m.payload ?? ""]))}
<h2>Registro attività</h2>${table(["Data", "Chi", "Cosa"], data.activity.map((e) => [day(e.at), e.actorName, e.summary]))}
</body></html>`;
  }

  return { json, html };
}
