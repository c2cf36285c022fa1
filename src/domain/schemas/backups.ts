import * as v from "valibot";

/** One backup as GET /api/backups/latest and POST /api/backups answer it. */
export const BackupInfoSchema = v.object({
  name: v.string(),
  /** Absolute path of the file on the server. */
  path: v.string(),
  /** UTC ISO instant the snapshot began. */
  takenAt: v.string(),
  sizeBytes: v.number(),
  /** s3:// URL of the off-site copy made by this server, when one was made. */
  offsite: v.nullable(v.string()),
});
export type BackupInfo = v.InferOutput<typeof BackupInfoSchema>;

export const LatestBackupSchema = v.object({ latest: v.nullable(BackupInfoSchema), running: v.boolean() });
export type LatestBackup = v.InferOutput<typeof LatestBackupSchema>;
