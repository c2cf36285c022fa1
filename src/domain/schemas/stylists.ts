import * as v from "valibot";
import { nameText } from "./common";
import { emailField, optionalPhoneField } from "./clients";

/** POST and PUT /api/stylists, and the stylist dialog (name required, phone optional). */
export const StylistSchema = v.object(
  {
    name: nameText("Nome è richiesto", 100),
    phone: optionalPhoneField,
    email: emailField,
  },
  "Dati non validi",
);
export type StylistInput = v.InferOutput<typeof StylistSchema>;

/** One active stylist as every answer gives it. */
export const StylistResponseSchema = v.object({ id: v.number(), name: v.string(), phone: v.string(), email: v.string() });
export type Stylist = v.InferOutput<typeof StylistResponseSchema>;
