import type { Database } from "bun:sqlite";
import type { Db } from "../../../db/client";
import { CANCELLED_BY, STATUS_LABELS, cancelledByLabel, type AppointmentStatus, type CancelledBy } from "../../domain/appointment-status";
import { centsCell, csvRow, CSV_BOM, dateCell, type Cell } from "../../domain/reports/csv";
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from "../../domain/sales/money-rules";
import { fromMinutes, wallClockIn } from "../../domain/time";

/**
 * The complete exports (clients, visits, sales) as CSV streams: each pull of the stream reads the
 * next page of rows by key (a few hundred at a time) and sends it, so memory stays flat however
 * many rows there are, and no read transaction stays open between pages while a slow client
 * downloads (the writers and the WAL checkpoint are never held back).
 */

const PAGE = 500;
const encoder = new TextEncoder();

type Page<Key> = { rows: Cell[][]; next: Key | null };

/** A stream of the header, then every page until the last. */
function csvStream<Key>(header: string[], first: Key, page: (after: Key) => Page<Key>): ReadableStream<Uint8Array> {
  let key: Key | null = first;
  let started = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      let text = "";
      if (!started) {
        started = true;
        text += CSV_BOM + csvRow(header);
      }
      if (key === null) {
        controller.close();
        return;
      }
      const { rows, next } = page(key);
      key = next;
      for (const row of rows) text += csvRow(row);
      if (text) controller.enqueue(encoder.encode(text));
      if (key === null) controller.close();
    },
  });
}

/** A CSV download: `Content-Disposition: attachment`, which app.ts passes through unbuffered. */
export function csvResponse(body: ReadableStream<Uint8Array> | string, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

const status = (s: string) => STATUS_LABELS[s as AppointmentStatus] ?? s;
const yesNo = (b: number) => (b ? "Sì" : "No");

/** An instant as the salon's wall clock showed it: "25/10/2026 00:30". */
const wallClock = (timeZone: string) => (iso: string | null): Cell => {
  if (iso === null) return "";
  const { date, minutes } = wallClockIn(timeZone, new Date(iso));
  return { raw: `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)} ${fromMinutes(minutes)}` };
};

/** Everything a client's card holds, then what her visits say. */
const CLIENT_HEADER = ["ID", "Nome", "Cognome", "Telefono", "Email", "Note", "Data di nascita", "Codice fiscale", "Indirizzo", "Allergie", "Test di tolleranza", "Consenso WhatsApp", "Cliente di passaggio", "Creato il", "Visite", "Ultima visita"];

type Line = [description: string, quantity: number, netCents: number, stylist: string | null];
/** A document's lines in one cell: "Taglio Donna (Marco) 30,00 + 2 × Shampoo 36,00", signed like its total. */
const linesText = (json: string, sign: number) =>
  (JSON.parse(json) as Line[])
    .map(([description, quantity, net, stylist]) => `${quantity === 1 ? "" : `${quantity} × `}${description}${stylist ? ` (${stylist})` : ""} ${centsCell(sign * net).raw}`)
    .join(" + ");

export function exportStreams(db: Db, timeZone: string) {
  const sqlite: Database = db.$client;
  const instant = wallClock(timeZone);
  type ClientRow = [id: number, first: string, last: string, phone: string, email: string, notes: string, birthday: string | null, codiceFiscale: string, address: string, allergies: string, patchTest: string | null, consent: number, walkIn: number, createdAt: string, visits: number, lastVisit: string | null];
  const clientsPage = sqlite.query<unknown, [number, number]>(`
    SELECT c.id, c.first_name, c.last_name, c.phone, c.email, c.notes, c.birthday, c.codice_fiscale, c.address, c.allergies, c.patch_test_date,
      c.whatsapp_consent, c.walk_in, c.created_at,
      (SELECT count(*) FROM appointments a WHERE a.client_id = c.id AND a.status IN ('completed', 'arrived')),
      (SELECT max(a.date) FROM appointments a WHERE a.client_id = c.id AND a.status IN ('completed', 'arrived'))
    FROM clients c WHERE c.id > ?1 AND c.erased_at IS NULL ORDER BY c.id LIMIT ?2`);
  type VisitRow = [id: number, date: string, start: string, end: string, status: string, cancelledBy: string | null, source: string, client: string, phone: string, stylists: string | null, services: string | null, price: number | null, createdAt: string];
  const visitsPage = sqlite.query<unknown, [string, string, number, number]>(`
    SELECT a.id, a.date, a.start_time, a.end_time, a.status, a.cancelled_by, a.source,
      trim(c.first_name || ' ' || c.last_name), c.phone,
      (SELECT group_concat(name, ' + ') FROM (SELECT DISTINCT s.name FROM appointment_items i JOIN stylists s ON s.id = i.stylist_id WHERE i.appointment_id = a.id ORDER BY i.position)),
      (SELECT group_concat(service_name, ' + ') FROM (SELECT i.service_name FROM appointment_items i WHERE i.appointment_id = a.id ORDER BY i.position)),
      (SELECT sum(i.price_cents) FROM appointment_items i WHERE i.appointment_id = a.id),
      a.created_at
    FROM appointments a JOIN clients c ON c.id = a.client_id
    WHERE (a.date, a.start_time, a.id) > (?1, ?2, ?3) ORDER BY a.date, a.start_time, a.id LIMIT ?4`);
  type SaleRow = [id: number, kind: string, year: number, number: number, date: string, time: string, operator: string, refersYear: number | null, refersNumber: number | null, client: string | null, total: number, balance: number, reason: string, methods: string | null, lines: string];
  const salesPage = sqlite.query<unknown, [number, number]>(`
    SELECT d.id, d.kind, d.year, d.number, d.date, d.time, d.operator_name, r.year, r.number,
      CASE WHEN c.id IS NULL THEN NULL ELSE trim(c.first_name || ' ' || c.last_name) END,
      d.total_cents, d.balance_cents, d.reason,
      (SELECT group_concat(p.method || ':' || p.amount_cents) FROM sales_payments p WHERE p.document_id = d.id),
      (SELECT json_group_array(json_array(l.description, l.quantity, l.net_cents, s.name)) FROM
        (SELECT * FROM sales_lines WHERE document_id = d.id ORDER BY position) l LEFT JOIN stylists s ON s.id = l.stylist_id)
    FROM sales_documents d LEFT JOIN sales_documents r ON r.id = d.refers_to LEFT JOIN clients c ON c.id = d.client_id
    WHERE d.id > ?1 ORDER BY d.id LIMIT ?2`);
  const number = (year: number, n: number) => `${year}/${String(n).padStart(6, "0")}`;
  const KIND = { sale: "Vendita", void: "Annullo", refund: "Reso" } as Record<string, string>;

  return {
    clients: () =>
      csvStream(CLIENT_HEADER, 0, (after) => {
        const rows = clientsPage.values(after, PAGE) as unknown as ClientRow[];
        return {
          rows: rows.map(([id, first, last, phone, email, notes, birthday, cf, address, allergies, patchTest, consent, walkIn, createdAt, visits, lastVisit]) => [
            id, first, last, phone, email, notes, dateCell(birthday), cf, address, allergies, dateCell(patchTest),
            yesNo(consent), yesNo(walkIn), instant(createdAt), visits, dateCell(lastVisit),
          ]),
          next: rows.length === PAGE ? rows[rows.length - 1]![0] : null,
        };
      }),
    visits: () =>
      csvStream(
        ["ID", "Data", "Inizio", "Fine", "Stato", "Annullato da", "Origine", "Cliente", "Telefono", "Collaboratori", "Servizi", "Prezzo", "Prenotato il"],
        ["", "", 0] as [string, string, number],
        (after) => {
          const rows = visitsPage.values(...after, PAGE) as unknown as VisitRow[];
          const last = rows[rows.length - 1];
          return {
            rows: rows.map(([id, date, start, end, st, by, source, client, phone, stylists, services, price, createdAt]) => [
              id,
              dateCell(date),
              { raw: start },
              { raw: end },
              status(st),
              st === "cancelled" ? cancelledByLabel((CANCELLED_BY as readonly string[]).includes(by ?? "") ? (by as CancelledBy) : null) : "",
              source === "online" ? "Online" : "Salone",
              client,
              phone,
              stylists ?? "",
              services ?? "",
              price === null ? "" : centsCell(price),
              instant(createdAt),
            ]),
            next: rows.length === PAGE && last ? ([last[1], last[2], last[0]] as [string, string, number]) : null,
          };
        },
      ),
    /** One row per document; a void's or a refund's total and methods are negative (money back), so each column sums to the net. */
    sales: () =>
      csvStream(
        ["Numero", "Tipo", "Data", "Ora", "Operatore", "Riferito a", "Cliente", "Totale", ...PAYMENT_METHODS.map((m) => PAYMENT_METHOD_LABELS[m]), "Lasciato da saldare", "Motivo", "Righe"],
        0,
        (after) => {
          const rows = salesPage.values(after, PAGE) as unknown as SaleRow[];
          return {
            rows: rows.map(([, kind, year, n, date, time, operator, ry, rn, client, total, balance, reason, methods, lines]) => {
              const sign = kind === "sale" ? 1 : -1;
              const paid = new Map<string, number>();
              for (const part of methods ? methods.split(",") : []) {
                const [m, amount] = part.split(":") as [string, string];
                paid.set(m, (paid.get(m) ?? 0) + Number(amount));
              }
              return [
                { raw: number(year, n) },
                KIND[kind] ?? kind,
                dateCell(date),
                { raw: time },
                operator,
                ry === null || rn === null ? "" : { raw: number(ry, rn) },
                client ?? "",
                centsCell(sign * total),
                ...PAYMENT_METHODS.map((m) => centsCell(sign * (paid.get(m) ?? 0))),
                centsCell(balance),
                reason,
                linesText(lines, sign),
              ];
            }),
            next: rows.length === PAGE ? rows[rows.length - 1]![0] : null,
          };
        },
      ),
  };
}
