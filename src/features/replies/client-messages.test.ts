import { describe, expect, test } from "bun:test";
import { deliver, incoming, MARIA_WA, outcomeOf, remind, repliesEnv, storedAppointment, textMessage } from "./test-fixtures";

const CLIENT_ACTOR = { id: null, name: "Cliente via WhatsApp", firstName: "Cliente", kind: "client", channel: "whatsapp" };

describe("a free-text reply", () => {
  test("is stored on the reminded appointment, flagged unread, with a live event; the version stays", async () => {
    const { env, id, events } = await repliesEnv();
    const m = textMessage("Posso arrivare alle 10:15?");
    const res = await deliver(env, [m]);
    expect(res.body).toMatchObject({ messages: 1, applied: 1 });
    const { body: a } = await env.json("GET", `/api/appointments/${id}`);
    expect(a.clientMessage).toEqual({ text: "Posso arrivare alle 10:15?", at: "2026-11-23T17:00:00.000Z", seen: false });
    expect(a).toMatchObject({ status: "booked", version: 1 });
    expect(events).toEqual([expect.objectContaining({ topic: "appointments", action: "updated", ids: [id], dates: ["2026-11-24"], actor: CLIENT_ACTOR })]);
    expect(outcomeOf(env, m.id)).toBe("message_stored");
  });

  test("'Segna come letto' clears the flag for every screen; a later message flags it again", async () => {
    const { env, id, events } = await repliesEnv();
    await deliver(env, [textMessage("Ciao")]);
    env.clock.advance(60_000);
    const seen = await env.json("POST", `/api/appointments/${id}/client-message/seen`);
    expect(seen).toEqual({ status: 200, body: { message: "Messaggio segnato come letto" } });
    expect((await env.json("GET", `/api/appointments/${id}`)).body.clientMessage).toMatchObject({ text: "Ciao", seen: true });
    // No author on the event: nothing to toast, only to refresh.
    expect(events.at(-1)).toEqual(expect.objectContaining({ topic: "appointments", ids: [id], dates: ["2026-11-24"] }));
    expect(events.at(-1)!.actor).toBeUndefined();

    await deliver(env, [textMessage("Arrivo in ritardo")]);
    expect((await env.json("GET", `/api/appointments/${id}`)).body.clientMessage).toMatchObject({ text: "Arrivo in ritardo", seen: false });
  });

  test("unread messages pile up rather than replace each other; a redelivery is not added twice", async () => {
    const { env, id } = await repliesEnv();
    const first = textMessage("Ciao");
    await deliver(env, [first]);
    await deliver(env, [textMessage("posso venire alle 11?")]);
    await deliver(env, [first]);
    expect((await env.json("GET", `/api/appointments/${id}`)).body.clientMessage.text).toBe("Ciao\nposso venire alle 11?");
    expect(incoming(env)).toHaveLength(2);
  });

  test("a reply to a specific reminder goes to that appointment, otherwise to the latest reminded", async () => {
    const { env, b, id } = await repliesEnv();
    const friday = await env.json("POST", "/api/appointments", {
      clientId: b.maria, stylistId: b.marco, serviceId: b.colore, date: "2026-11-27", startTime: "15:00", endTime: "16:30", notes: "",
    });
    remind(env, friday.body.id, "2026-11-27 15:00", "Other0token0for0friday00", "wamid.R2", "2026-11-23T10:00:00.000Z");
    await deliver(env, [textMessage("Per venerdì va bene")]);
    await deliver(env, [textMessage("Domani arrivo prima", { contextId: "wamid.R1" })]);
    expect((await env.json("GET", `/api/appointments/${friday.body.id}`)).body.clientMessage.text).toBe("Per venerdì va bene");
    expect((await env.json("GET", `/api/appointments/${id}`)).body.clientMessage.text).toBe("Domani arrivo prima");
  });

  test("from an unknown number: kept in the log only", async () => {
    const { env, id, events } = await repliesEnv();
    const m = textMessage("Info prezzi?", { from: "393200000000" });
    expect((await deliver(env, [m])).status).toBe(200);
    expect((await env.json("GET", `/api/appointments/${id}`)).body.clientMessage).toBeNull();
    expect(outcomeOf(env, m.id)).toBe("no_appointment");
    expect(incoming(env)[0]).toMatchObject({ fromPhone: "+393200000000", body: "Info prezzi?", appointmentId: null });
    expect(events).toEqual([]);
  });

  test("after the appointment has ended a message attaches to nothing", async () => {
    const { env, id } = await repliesEnv();
    env.clock.set("2026-11-24T10:00:00.000Z"); // 11:00 in Rome, it ended at 10:45
    const m = textMessage("Grazie, bellissimo taglio!", { from: MARIA_WA });
    expect((await deliver(env, [m])).status).toBe(200);
    expect(storedAppointment(env, id).clientMessage).toBeNull();
    expect(outcomeOf(env, m.id)).toBe("no_appointment");
  });

  test("marking an appointment without a message is a harmless 200; an unknown one is 404", async () => {
    const { env, id } = await repliesEnv();
    expect((await env.json("POST", `/api/appointments/${id}/client-message/seen`)).status).toBe(200);
    expect((await env.json("POST", "/api/appointments/999/client-message/seen")).status).toBe(404);
  });
});
