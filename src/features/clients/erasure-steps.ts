import { erasureRepo } from "./erasure-repo";
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
    // The WhatsApp messages sent to her (Meta's message ids lead back to her number), about her
    // visits or the till's receipts (the documents themselves stay, without her name).
    what: "messaggi inviati",
    run: (db, clientId) => erasureRepo(db).deleteSentMessages(clientId),
  },
];
