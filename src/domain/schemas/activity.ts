import * as v from "valibot";
import { isValidDate } from "../time";

/** The kinds of record the trail follows (the "Registro attività" filter). */
export const ACTIVITY_ENTITIES = [
  "appointment",
  "client",
  "service",
  "stylist",
  "working-hours",
  "vacation",
  "extraordinary-day",
  "opening-hours",
  "reminder",
  "settings",
  "user",
  "sale",
  "product",
  "cash-closing",
] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

/** What a user labels each kind of record as. */
export const ACTIVITY_ENTITY_LABELS: Record<ActivityEntity, string> = {
  appointment: "Appuntamenti",
  client: "Clienti",
  service: "Servizi",
  stylist: "Stilisti",
  "working-hours": "Orari di lavoro",
  vacation: "Ferie",
  "extraordinary-day": "Giorni straordinari",
  "opening-hours": "Orari di apertura",
  reminder: "Promemoria ricorrenti",
  settings: "Impostazioni",
  user: "Utenti",
  sale: "Cassa",
  product: "Prodotti",
  "cash-closing": "Chiusura cassa",
};

/**
 * What happened. `moved`: an appointment's day, time or stylist changed; `status`: its status
 * changed (Confermato, Annullato…, changes.status holds the codes); `deleted`: a record was
 * deleted; `cancelled`: an appointment deleted before statuses existed (kept for those entries,
 * shown as "Eliminato"); `archived`: a
 * service or stylist was retired; `password`: a password was set or changed;
 * `disabled`/`enabled`: a user's access.
 */
export const ACTIVITY_ACTIONS = [
  "created",
  "updated",
  "moved",
  "status",
  "cancelled",
  "deleted",
  "archived",
  "password",
  "disabled",
  "enabled",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** `{ field: [before, after] }`: null before on a creation, null after on a deletion. */
export const ActivityChangesSchema = v.record(v.string(), v.tuple([v.unknown(), v.unknown()]));
export type ActivityChanges = Record<string, [unknown, unknown]>;

/** One trail entry as GET /api/activity and GET /api/appointments/{id}/history give it. */
export const ActivityEntrySchema = v.object({
  id: v.number(),
  /** UTC ISO-8601 instant. */
  at: v.string(),
  /** The author; null for the system (jobs, CLI). */
  userId: v.nullable(v.number()),
  /** "Giulia Bianchi", as it was when the change was made (kept for disabled or renamed users). */
  actorName: v.string(),
  action: v.picklist(ACTIVITY_ACTIONS),
  entity: v.picklist(ACTIVITY_ENTITIES),
  entityId: v.nullable(v.number()),
  /** One Italian line: "Anna Gallo · Taglio · 24/11 10:00". */
  summary: v.string(),
  changes: ActivityChangesSchema,
});
export type ActivityEntry = v.InferOutput<typeof ActivityEntrySchema>;

export const ACTIVITY_PAGE_SIZE = 50;

/** GET /api/activity: newest first, ACTIVITY_PAGE_SIZE a page; `nextCursor` null on the last page. */
export const ActivityPageSchema = v.object({
  entries: v.array(ActivityEntrySchema),
  nextCursor: v.nullable(v.string()),
});
export type ActivityPage = v.InferOutput<typeof ActivityPageSchema>;

/** GET /api/appointments/{id}/history: that appointment's entries, newest first. */
export const AppointmentHistorySchema = v.array(ActivityEntrySchema);
export type AppointmentHistory = v.InferOutput<typeof AppointmentHistorySchema>;

const optionalDay = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message))),
    v.transform((s) => (s ? s.trim() : undefined)),
    v.check((s) => s === undefined || isValidDate(s), message),
  );

/**
 * The query of GET /api/activity: `userId` (author), `from`/`to` (salon calendar days, both
 * included), `entity` (kind of record), `cursor` (the previous page's nextCursor). All optional.
 */
export const ActivityQuerySchema = v.pipe(
  v.object({
    userId: v.pipe(
      v.optional(v.nullable(v.string())),
      v.transform((s) => (s ? s.trim() : undefined)),
      v.check((s) => s === undefined || /^[1-9]\d{0,14}$/.test(s), "Utente non valido"),
      v.transform((s) => (s === undefined ? undefined : Number(s))),
    ),
    from: optionalDay("Data iniziale non valida"),
    to: optionalDay("Data finale non valida"),
    entity: v.pipe(
      v.optional(v.nullable(v.string())),
      v.transform((s) => (s ? s : undefined)),
      v.optional(v.picklist(ACTIVITY_ENTITIES, "Tipo non valido")),
    ),
    cursor: v.pipe(
      v.optional(v.nullable(v.string())),
      v.transform((s) => (s ? s : undefined)),
      v.optional(v.pipe(v.string(), v.regex(/^[0-9TZ:.-]+_\d+$/, "Cursore non valido"))),
    ),
  }),
  v.forward(
    v.partialCheck([["from"], ["to"]], (q) => !q.from || !q.to || q.from <= q.to, "La data finale deve seguire quella iniziale"),
    ["to"],
  ),
);
export type ActivityQuery = v.InferOutput<typeof ActivityQuerySchema>;
