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
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export const LiveEventSchema = v.object({
  type: v.literal("event"),
  seq: v.pipe(v.number(), v.integer(), v.minValue(1)),
  topic: v.picklist(LIVE_TOPICS),
  action: v.picklist(["created", "updated", "deleted"]),
  ids: v.array(v.number()),
  dates: v.optional(v.array(v.string())),
});
export type LiveEvent = v.InferOutput<typeof LiveEventSchema>;
export type LiveChange = Omit<LiveEvent, "type" | "seq">;
