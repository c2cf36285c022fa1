import type { BackupInfo, LatestBackup } from "../../src/domain/backups";
import { api, apiGet } from "../lib/api";

/** The newest backup file on the server and whether one is being written now. */
export const fetchLatestBackup = () => apiGet<LatestBackup>("/api/backups/latest");

/** "Esegui backup ora": answers once the file is written and checked (409 when one is running). */
export const runBackupNow = () => api<BackupInfo>("POST", "/api/backups");
