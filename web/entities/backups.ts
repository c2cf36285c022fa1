import { BackupInfoSchema, LatestBackupSchema } from "../../src/domain/schemas/backups";
import { api, apiGet } from "../lib/api";

/** The newest backup file on the server and whether one is being written now. */
export const fetchLatestBackup = () => apiGet("/api/backups/latest", LatestBackupSchema);

/** "Esegui backup ora": answers once the file is written and checked (409 when one is running). */
export const runBackupNow = () => api("POST", "/api/backups", BackupInfoSchema);
