import * as v from "valibot";

/** What changed, pushed to every open screen after a committed write (shared by server and web). */
export const LIVE_TOPICS = [
  "appointments",
  "clients",
  "services",
  "stylists",
  "working-hours",
  "vacations",
  "extraordinary-days",
  "opening-hours",
  "reminders",
  "appointment-messages",
  "settings",
  "sales",
  "products",
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/**
 * Who made a change: "Giulia Bianchi" (name) and "Giulia" (firstName); absent for the system's own
 * writes. A client (WhatsApp reply, public page) has no user id: `kind: "client"`, her `channel`,
 * name "Cliente via WhatsApp" / "Cliente online" and firstName "Cliente".
 */
export const LiveActorSchema = v.object({
  id: v.nullable(v.number()),
  name: v.string(),
  firstName: v.string(),
  kind: v.optional(v.literal("client")),
  channel: v.optional(v.picklist(["whatsapp", "online"])),
});
export type LiveActor = v.InferOutput<typeof LiveActorSchema>;

export const LiveEventSchema = v.object({
  type: v.literal("event"),
  seq: v.pipe(v.number(), v.integer(), v.minValue(1)),
  topic: v.picklist(LIVE_TOPICS),
  action: v.picklist(["created", "updated", "deleted"]),
  ids: v.array(v.number()),
  dates: v.optional(v.array(v.string())),
  actor: v.optional(LiveActorSchema),
});
export type LiveEvent = v.InferOutput<typeof LiveEventSchema>;
export type LiveChange = Omit<LiveEvent, "type" | "seq">;

export const LiveHelloSchema = v.object({
  type: v.literal("hello"),
  epoch: v.optional(v.nullable(v.string())),
  lastSeq: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
});

const ControlSchema = v.object({
  type: v.picklist(["welcome", "reload"]),
  epoch: v.string(),
  seq: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** Everything the server sends on /api/live; the web validates each message with it. */
export const LiveServerMessageSchema = v.variant("type", [LiveEventSchema, ControlSchema]);
export type LiveServerMessage = v.InferOutput<typeof LiveServerMessageSchema>;
