import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { settings } from "../../db/schema";

/**
 * The salon's settings, one text value (JSON) per key. Every feature that keeps a setting reads
 * and writes it here; what the text means is the feature's business.
 */
export const settingsRepo = (db: Executor) => ({
  read: (key: string): string | undefined => db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).get()?.value,
  write: (key: string, value: string) => db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } }).run(),
});
