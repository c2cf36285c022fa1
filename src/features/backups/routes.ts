import { Elysia } from "elysia";
import type { LatestBackup } from "../../domain/schemas/backups";
import type { AppContext } from "../../http/context";
import type { BackupService } from "./service";

/**
 * The settings card's view of backups. Any signed-in user may start one until roles exist: a
 * backup only adds a file (the oldest beyond BACKUP_KEEP goes) and never changes data.
 */
export function backupsRoutes(ctx: AppContext, backups: BackupService) {
  return new Elysia({ name: "backups-routes" })
    .get("/api/backups/latest", (): LatestBackup => ({ latest: backups.latest(), running: backups.running !== null }))
    .post("/api/backups", async ({ request, set }) => {
      ctx.requireAuth(request);
      const info = await backups.run("manual");
      set.status = 201;
      return info;
    });
}
