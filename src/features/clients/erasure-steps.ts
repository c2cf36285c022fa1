import { eq, inArray } from "drizzle-orm";
import { appointments } from "../../../db/schema";
import { appointmentMessages } from "../../../db/schema-messages";
import { receiptMessages } from "../../../db/schema-receipts";
import type { Executor } from "./repo";

/**
 * What erasing a client removes besides her row's own fields, one step per kind of data, run in
 * the erasure's transaction whether she is anonymised or deleted outright. A feature that stores
 * something about her adds its step here (the colour record, whose photo files go only after the
 * commit, is erased in erasure.ts itself), and its table to the export.
 */
export type ErasureStep = { what: string; run: (db: Executor, clientId: number) => void };

export const ERASURE_STEPS: readonly ErasureStep[] = [
  {
    // The WhatsApp messages sent to her: Meta's message ids lead back to her number.
    what: "messaggi inviati",
    run: (db, clientId) => {
      const herVisits = db.select({ id: appointments.id }).from(appointments).where(eq(appointments.clientId, clientId));
      db.delete(appointmentMessages).where(inArray(appointmentMessages.appointmentId, herVisits)).run();
      // The till's receipts sent to her on WhatsApp (the documents themselves stay, without her name).
      db.delete(receiptMessages).where(eq(receiptMessages.clientId, clientId)).run();
    },
  },
];
