import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { clients } from "../../../db/schema";
import { deliver, incoming, outcomeOf, repliesEnv, storedAppointment, tap, textMessage } from "./test-fixtures";

/** Meta's business-scoped user id: the sender when her number is hidden behind a username. */
const BSUID = "IT.13491208655302741918";
const hidden = <M extends { from: string }>(m: M) => {
  const { from: _from, ...rest } = m;
  return { ...rest, from_user_id: BSUID };
};

describe("a reply whose number Meta hides (business-scoped user id, no 'from')", () => {
  test("a tap acts on its reply token alone, and is stored with the user id", async () => {
    const { env, id } = await repliesEnv();
    const m = hidden(tap("confirm"));
    const res = await deliver(env, [m]);
    expect(res.body).toMatchObject({ messages: 1, applied: 1 });
    expect(storedAppointment(env, id).status).toBe("confirmed");
    expect(incoming(env)).toEqual([expect.objectContaining({ providerMessageId: m.id, fromPhone: "", fromUserId: BSUID, appointmentId: id, outcome: "applied" })]);
  });

  test("a text quoting our reminder reaches its appointment; one quoting nothing is logged, not dropped", async () => {
    const { env, id } = await repliesEnv();
    const quoted = hidden(textMessage("Arrivo 5 minuti tardi", { contextId: "wamid.R1" }));
    const loose = hidden(textMessage("Ciao"));
    await deliver(env, [quoted, loose]);
    expect(storedAppointment(env, id).clientMessage).toBe("Arrivo 5 minuti tardi");
    expect(outcomeOf(env, quoted.id)).toBe("message_stored");
    expect(outcomeOf(env, loose.id)).toBe("no_appointment");
  });

  test("a message with no sender at all, or no id, still leaves a row with its outcome", async () => {
    const { env } = await repliesEnv();
    const { from: _from, ...anonymous } = textMessage("Chi sono?");
    const { id: _id, ...noId } = textMessage("Senza id");
    const res = await deliver(env, [anonymous, noId]);
    expect(res.status).toBe(200);
    const rows = incoming(env);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => [r.fromPhone, r.outcome])).toEqual([
      ["", "no_appointment"],
      ["+393331234567", "message_stored"],
    ]);
    // A redelivery of the message without an id is recognised as the same one.
    await deliver(env, [noId]);
    expect(incoming(env)).toHaveLength(2);
  });
});

describe("numbers compare as full international numbers", () => {
  test("a Spanish +34 612 345 670 is not the Italian 346 123 4567: no tap, no text lands on her", async () => {
    const { env, id } = await repliesEnv();
    env.app.ctx.db.update(clients).set({ phone: "+393461234567" }).where(eq(clients.firstName, "Maria")).run();
    const spanishTap = tap("cancel", { from: "34612345670" });
    const spanishText = textMessage("Hola", { from: "34612345670" });
    await deliver(env, [spanishTap, spanishText]);
    expect(storedAppointment(env, id)).toMatchObject({ status: "booked", clientMessage: null });
    expect(outcomeOf(env, spanishTap.id)).toBe("phone_mismatch");
    expect(outcomeOf(env, spanishText.id)).toBe("no_appointment");
    // Her own number still answers.
    const own = tap("confirm", { from: "393461234567" });
    await deliver(env, [own]);
    expect(outcomeOf(env, own.id)).toBe("applied");
  });
});

