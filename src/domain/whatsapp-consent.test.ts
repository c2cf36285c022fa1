import { describe, expect, test } from "bun:test";
import { consentText, mergeConsent, nextConsent, NO_CONSENT, type WhatsappConsent } from "./whatsapp-consent";

const NOW = "2026-11-22T10:00:00.000Z";
const given = (at: string | null): WhatsappConsent => ({ whatsappConsent: true, whatsappConsentAt: at });

describe("nextConsent", () => {
  test.each([
    ["a new client who consents gets today's date", null, true, given(NOW)],
    ["a new client who does not consent has none", null, false, NO_CONSENT],
    ["a new client saved without the field has none", null, undefined, NO_CONSENT],
    ["ticking it on stamps now", NO_CONSENT, true, given(NOW)],
    ["saving it on again keeps the first date", given("2026-03-12T09:00:00.000Z"), true, given("2026-03-12T09:00:00.000Z")],
    ["ticking it off clears the date", given("2026-03-12T09:00:00.000Z"), false, NO_CONSENT],
    ["saving it off again stays off", NO_CONSENT, false, NO_CONSENT],
    ["a save without the field keeps a consent", given("2026-03-12T09:00:00.000Z"), undefined, given("2026-03-12T09:00:00.000Z")],
    ["a save without the field keeps no consent", NO_CONSENT, undefined, NO_CONSENT],
    ["a stored consent without a date gets one when saved on", given(null), true, given(NOW)],
  ])("%s", (_label, before, wanted, expected) => {
    expect(nextConsent(before, wanted, NOW)).toEqual(expected);
  });

  test.each([true, false, undefined])("given a whole stored client and %p, only the two consent fields come back", (wanted) => {
    const client = { id: 7, notes: "Allergica", ...given("2026-03-12T09:00:00.000Z") };
    expect(Object.keys(nextConsent(client, wanted, NOW)).sort()).toEqual(["whatsappConsent", "whatsappConsentAt"]);
  });
});

describe("mergeConsent", () => {
  const march = given("2026-03-12T09:00:00.000Z");
  const june = given("2026-06-01T09:00:00.000Z");
  test.each([
    ["neither consented: none", NO_CONSENT, NO_CONSENT, NO_CONSENT],
    ["only the survivor consented", march, NO_CONSENT, march],
    ["only the duplicate consented: the survivor takes it", NO_CONSENT, june, june],
    ["both consented: the earliest date, survivor later", june, march, march],
    ["both consented: the earliest date, survivor earlier", march, june, march],
    ["a consent without a date counts; a dated one gives the date", given(null), june, june],
    ["both without a date", given(null), given(null), given(null)],
  ])("%s", (_label, survivor, duplicate, expected) => {
    expect(mergeConsent(survivor, duplicate)).toEqual(expected);
  });
});

describe("consentText", () => {
  test.each([
    ["no consent", NO_CONSENT, "WhatsApp: nessun consenso"],
    ["consent given in the morning", given("2026-03-12T09:00:00.000Z"), "WhatsApp: consenso dal 12/03/2026"],
    ["late evening UTC is the next day in Rome", given("2026-03-11T23:30:00.000Z"), "WhatsApp: consenso dal 12/03/2026"],
    ["winter time: 23:30Z on 31 October is 1 November in Rome (CET)", given("2026-10-31T23:30:00.000Z"), "WhatsApp: consenso dal 01/11/2026"],
    ["summer time: 22:30Z on 30 June is 1 July in Rome (CEST)", given("2026-06-30T22:30:00.000Z"), "WhatsApp: consenso dal 01/07/2026"],
    ["a consent without a date", given(null), "WhatsApp: consenso dato"],
    ["a garbled date", given("ieri"), "WhatsApp: consenso dato"],
  ])("%s", (_label, consent, expected) => {
    expect(consentText(consent, "Europe/Rome")).toBe(expected);
  });
});
