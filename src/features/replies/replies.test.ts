import { describe, expect, test } from "bun:test";
import { activity } from "../../../db/schema";
import { replyPayload } from "../../domain/appointment-replies";
import { messagesWebhook } from "../../messaging/incoming";
import { signBody } from "../../messaging/webhook";
import { deliver, incoming, MARIA_WA, outcomeOf, remind, repliesEnv, SECRET, storedAppointment, tap, TOKEN } from "./test-fixtures";

const CLIENT_ACTOR = { id: null, name: "Cliente via WhatsApp", firstName: "Cliente", kind: "client", channel: "whatsapp" };

describe("a quick reply to the appointment reminder", () => {
  test("'Confermo' confirms: trail by 'Cliente via WhatsApp', one live event, logged as applied", async () => {
    const { env, id, events } = await repliesEnv();
    const m = tap("confirm");
    const res = await deliver(env, [m]);
    expect(res).toEqual({ status: 200, body: { received: 0, changed: 0, messages: 1, applied: 1, duplicates: 0 } });
    const { body: a } = await env.json("GET", `/api/appointments/${id}`);
    expect(a).toMatchObject({ status: "confirmed", cancelledBy: null, statusChangedAt: "2026-11-23T17:00:00.000Z", version: 2 });
    const { body: history } = await env.json("GET", `/api/appointments/${id}/history`);
    expect(history[0]).toMatchObject({ actorName: "Cliente via WhatsApp", action: "status", userId: null });
    expect(events).toEqual([expect.objectContaining({ topic: "appointments", action: "updated", ids: [id], dates: ["2026-11-24"], actor: CLIENT_ACTOR })]);
    expect(incoming(env)).toEqual([
      expect.objectContaining({ providerMessageId: m.id, fromPhone: `+${MARIA_WA}`, type: "button", payload: m.button.payload, body: "Confermo", appointmentId: id, outcome: "applied" }),
    ]);
  });

  test("'Annulla' cancels by the client and frees the time: a new booking on it succeeds", async () => {
    const { env, b, id } = await repliesEnv();
    await deliver(env, [tap("cancel")]);
    const { body: a } = await env.json("GET", `/api/appointments/${id}`);
    expect(a).toMatchObject({ status: "cancelled", cancelledBy: "client" });
    const again = await env.json("POST", "/api/appointments", {
      clientId: b.luca,
      stylistId: b.giulia,
      serviceId: b.taglio,
      date: "2026-11-24",
      startTime: "10:00",
      endTime: "10:45",
      notes: "",
    });
    expect(again.status).toBe(201);
  });

  test.each<[string, (raw: string) => string | null]>([
    ["unsigned", () => null],
    ["signed with another secret", (raw) => signBody(raw, "non-il-nostro")],
    ["signed over other bytes", (raw) => signBody(`${raw} `, SECRET)],
  ])("%s: 401 and nothing changes", async (_label, sign) => {
    const { env, id, events } = await repliesEnv();
    const m = tap("cancel");
    const res = await deliver(env, [m], sign(JSON.stringify(messagesWebhook([m]))));
    expect(res.status).toBe(401);
    expect((await env.json("GET", `/api/appointments/${id}`)).body.status).toBe("booked");
    expect(incoming(env)).toEqual([]);
    expect(events).toEqual([]);
  });

  test.each([
    ["a forged token", { token: "Zz9yX8wV7uT6sR5qP4oN3mL2" }],
    ["not our payload", { payload: "PROMO_NOVEMBRE" }],
    ["an empty payload", { payload: "" }],
  ])("%s: 200, nothing changes, logged as unknown_payload", async (_label, over) => {
    const { env, id, events } = await repliesEnv();
    const m = tap("cancel", over);
    expect((await deliver(env, [m])).status).toBe(200);
    expect((await env.json("GET", `/api/appointments/${id}`)).body.status).toBe("booked");
    expect(outcomeOf(env, m.id)).toBe("unknown_payload");
    expect(env.logs.join("\n")).toContain('"outcome":"unknown_payload"');
    expect(events).toEqual([]);
  });

  test("a redelivered webhook is applied once", async () => {
    const { env, id, events } = await repliesEnv();
    const m = tap("confirm");
    await deliver(env, [m]);
    const second = await deliver(env, [m]);
    expect(second).toEqual({ status: 200, body: { received: 0, changed: 0, messages: 1, applied: 0, duplicates: 1 } });
    expect(incoming(env)).toHaveLength(1);
    expect(events).toHaveLength(1);
    const statusEntries = env.app.ctx.db.select().from(activity).all().filter((e) => e.entityId === id && e.action === "status");
    expect(statusEntries).toHaveLength(1);
  });

  test("the same answer twice: the second changes nothing", async () => {
    const { env, events } = await repliesEnv();
    const first = tap("confirm");
    const second = tap("confirm", { seconds: 30 });
    await deliver(env, [first]);
    await deliver(env, [second]);
    expect([outcomeOf(env, first.id), outcomeOf(env, second.id)]).toEqual(["applied", "same_answer"]);
    expect(events).toHaveLength(1);
  });

  test("a tap once the appointment has started changes nothing", async () => {
    const { env, id } = await repliesEnv();
    env.clock.set("2026-11-24T09:00:00.000Z"); // 10:00 in Rome
    const m = tap("cancel");
    expect((await deliver(env, [m])).status).toBe(200);
    expect(storedAppointment(env, id).status).toBe("booked");
    expect(outcomeOf(env, m.id)).toBe("after_start");
  });

  test("a tap on the reminder of an appointment moved since changes nothing", async () => {
    const { env, id } = await repliesEnv();
    expect((await env.json("PUT", `/api/appointments/${id}`, { startTime: "11:00", endTime: "11:45" })).status).toBe(200);
    const m = tap("cancel");
    await deliver(env, [m]);
    expect((await env.json("GET", `/api/appointments/${id}`)).body).toMatchObject({ status: "booked", startTime: "11:00" });
    expect(outcomeOf(env, m.id)).toBe("moved");
  });

  test("'Confermo' then 'Annulla': the latest answer counts, in one delivery or two", async () => {
    const { env, id } = await repliesEnv();
    await deliver(env, [tap("confirm"), tap("cancel", { seconds: 60 })]);
    expect((await env.json("GET", `/api/appointments/${id}`)).body).toMatchObject({ status: "cancelled", cancelledBy: "client" });
  });

  test("an earlier answer delivered after a later one is superseded", async () => {
    const { env, id } = await repliesEnv();
    const early = tap("confirm", { seconds: 0 });
    const late = tap("cancel", { seconds: 60 });
    await deliver(env, [late]);
    await deliver(env, [early]);
    expect((await env.json("GET", `/api/appointments/${id}`)).body.status).toBe("cancelled");
    expect(outcomeOf(env, early.id)).toBe("superseded");
  });

  test("'Annulla' then 'Confermo' takes the time back while it is free, not once someone else booked it", async () => {
    const { env, b, id } = await repliesEnv();
    await deliver(env, [tap("cancel")]);
    await deliver(env, [tap("confirm", { seconds: 30 })]);
    expect((await env.json("GET", `/api/appointments/${id}`)).body.status).toBe("confirmed");

    await deliver(env, [tap("cancel", { seconds: 60 })]);
    const luca = await env.json("POST", "/api/appointments", {
      clientId: b.luca, stylistId: b.giulia, serviceId: b.taglio, date: "2026-11-24", startTime: "10:15", endTime: "11:00", notes: "",
    });
    expect(luca.status).toBe(201);
    const m = tap("confirm", { seconds: 90 });
    expect((await deliver(env, [m])).status).toBe(200);
    expect((await env.json("GET", `/api/appointments/${id}`)).body.status).toBe("cancelled");
    expect(outcomeOf(env, m.id)).toBe("slot_taken");
  });

  test("a cancellation by the salon is not undone by the client", async () => {
    const { env, id } = await repliesEnv();
    expect((await env.json("PUT", `/api/appointments/${id}/status`, { status: "cancelled" })).status).toBe(200);
    const m = tap("confirm");
    await deliver(env, [m]);
    expect((await env.json("GET", `/api/appointments/${id}`)).body).toMatchObject({ status: "cancelled", cancelledBy: "staff" });
    expect(outcomeOf(env, m.id)).toBe("cancelled_by_staff");
  });

  test("a tap from another number is logged and ignored", async () => {
    const { env, id } = await repliesEnv();
    const m = tap("cancel", { from: "393479876543" });
    await deliver(env, [m]);
    expect((await env.json("GET", `/api/appointments/${id}`)).body.status).toBe("booked");
    expect(outcomeOf(env, m.id)).toBe("phone_mismatch");
  });

  test("a deleted appointment's reminder is gone with it: the tap is unknown", async () => {
    const { env, id } = await repliesEnv();
    expect((await env.json("DELETE", `/api/appointments/${id}`)).status).toBe(200);
    const m = tap("confirm");
    expect((await deliver(env, [m])).status).toBe(200);
    expect(outcomeOf(env, m.id)).toBe("unknown_payload");
  });

  test("an interactive button reply works like a template button", async () => {
    const { env, id } = await repliesEnv();
    await deliver(env, [
      { from: MARIA_WA, id: "wamid.INT1", type: "interactive", interactive: { type: "button_reply", button_reply: { id: replyPayload(TOKEN, "confirm"), title: "Confermo" } } },
    ]);
    expect((await env.json("GET", `/api/appointments/${id}`)).body.status).toBe("confirmed");
  });

  test("each reminder answers for its own appointment", async () => {
    const { env, b, id } = await repliesEnv();
    const other = await env.json("POST", "/api/appointments", {
      clientId: b.maria, stylistId: b.marco, serviceId: b.colore, date: "2026-11-27", startTime: "15:00", endTime: "16:30", notes: "",
    });
    remind(env, other.body.id, "2026-11-27 15:00", "Other0token0for0friday00", "wamid.R2", "2026-11-23T10:00:00.000Z");
    await deliver(env, [tap("cancel", { token: "Other0token0for0friday00" })]);
    expect((await env.json("GET", `/api/appointments/${other.body.id}`)).body.status).toBe("cancelled");
    expect((await env.json("GET", `/api/appointments/${id}`)).body.status).toBe("booked");
  });
});

describe("other deliveries", () => {
  test("a photo is logged as unsupported", async () => {
    const { env } = await repliesEnv();
    const res = await deliver(env, [{ from: MARIA_WA, id: "wamid.IMG", timestamp: "1795450000", type: "image", image: { id: "9" } }]);
    expect(res).toEqual({ status: 200, body: { received: 0, changed: 0, messages: 1, applied: 0, duplicates: 0 } });
    expect(outcomeOf(env, "wamid.IMG")).toBe("unsupported");
  });

  test("a signed body that is not JSON is answered 200 and changes nothing", async () => {
    const { env } = await repliesEnv();
    const raw = "{not json";
    const res = await env.anonymous("POST", "/api/whatsapp/webhook", raw, { "content-type": "application/json", "x-hub-signature-256": signBody(raw, SECRET) });
    expect(res.status).toBe(200);
    expect(incoming(env)).toEqual([]);
  });
});
