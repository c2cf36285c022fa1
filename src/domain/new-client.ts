import { isWalkInInput, type ClientRecord, type NewClientInput } from "./schemas/clients";
import { nextConsent } from "./whatsapp-consent";

/**
 * What a new client made with an appointment stores. A walk-in ("Cliente di passaggio") has her
 * first name at most: no last name, no phone (so no message can ever reach her), no consent.
 * A full client's consent, ticked in the booking's fields, is given now.
 */
export function newClientRecord(input: NewClientInput, at: string): ClientRecord {
  if (isWalkInInput(input)) {
    return { firstName: input.firstName, lastName: "", phone: "", email: "", notes: "", whatsappConsent: false, whatsappConsentAt: null, walkIn: true };
  }
  const { firstName, lastName, phone, email, notes, whatsappConsent } = input;
  return { firstName, lastName, phone, email, notes, ...nextConsent(null, whatsappConsent, at), walkIn: false };
}
