// Online booking switched on for API tests, and a valid booking body to vary.
import type { OnlineBookingSettings } from "../domain/schemas/online-booking";
import type { Basics } from "./seed-basics";
import type { TestEnv } from "./test-app";

/** Giulia and Marco take "Taglio Donna" (45 min) and "Colore" (90 min) online. */
export async function enableOnline(env: TestEnv, b: Basics, over: Partial<OnlineBookingSettings> = {}) {
  const res = await env.json("PUT", "/api/settings/online-booking", {
    enabled: true,
    serviceIds: [b.taglio, b.colore],
    stylistIds: [b.giulia, b.marco],
    ...over,
  });
  if (res.status !== 200) throw new Error(`settings not saved: ${JSON.stringify(res.body)}`);
  return res.body as OnlineBookingSettings;
}

/** Thursday 2026-03-12 at 10:00 with Giulia, by a new client. */
export const bookingBody = (b: Basics, over: Record<string, unknown> = {}) => ({
  serviceId: b.taglio,
  stylistId: b.giulia,
  date: "2026-03-12",
  startTime: "10:00",
  firstName: "Sara",
  lastName: "Verdi",
  phone: "+39 340 111 2222",
  whatsappConsent: false,
  notes: "",
  ...over,
});

/** A call from the public page: no session, from `peer` (a distinct address escapes the per-address limits). */
export async function publicCall(env: TestEnv, method: string, path: string, body?: unknown, peer = "203.0.113.1") {
  const response = await env.anonymous(method, path, body, {}, peer);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers, text };
}
