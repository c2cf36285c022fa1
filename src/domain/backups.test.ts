import { describe, expect, test } from "bun:test";
import {
  backupFileName,
  backupsToDelete,
  dailyBackupDue,
  formatSize,
  parseBackupFileName,
  parseS3Url,
  partialBackupName,
} from "./backups";

const ROME = "Europe/Rome";
const at = (iso: string) => new Date(iso);

describe("backup file names", () => {
  test.each([
    ["2026-03-10T02:00:00.000Z", "salone-2026-03-10T02-00-00-000Z.db"],
    ["2026-10-25T00:30:00.000Z", "salone-2026-10-25T00-30-00-000Z.db"],
    ["2026-10-25T01:30:00.000Z", "salone-2026-10-25T01-30-00-000Z.db"],
    ["2028-02-29T23:59:59.999Z", "salone-2028-02-29T23-59-59-999Z.db"],
  ])("%s -> %s and back", (iso, name) => {
    expect(backupFileName(at(iso))).toBe(name);
    expect(parseBackupFileName(name)?.toISOString()).toBe(iso);
  });

  test.each([
    "salone.db",
    "salone-2026-03-10T02-00-00-000Z.db-wal",
    partialBackupName("salone-2026-03-10T02-00-00-000Z.db"),
    "salone-2026-02-30T02-00-00-000Z.db",
    "salone-2026-03-10T25-00-00-000Z.db",
    "notes.txt",
  ])("%s is not a backup", (name) => {
    expect(parseBackupFileName(name)).toBeNull();
  });
});

describe("retention", () => {
  const names = [
    "salone-2026-03-08T02-00-00-000Z.db",
    "salone-2026-03-10T02-00-00-000Z.db",
    "notes.txt",
    partialBackupName("salone-2026-03-07T02-00-00-000Z.db"),
    "salone-2026-03-09T02-00-00-000Z.db",
    "salone-2026-03-09T15-12-00-000Z.db",
  ];
  test.each<[number, string[]]>([
    [14, []],
    [4, []],
    [3, ["salone-2026-03-08T02-00-00-000Z.db"]],
    [1, ["salone-2026-03-09T15-12-00-000Z.db", "salone-2026-03-09T02-00-00-000Z.db", "salone-2026-03-08T02-00-00-000Z.db"]],
  ])("keep %i removes the oldest beyond it, never other files", (keep, removed) => {
    expect(backupsToDelete(names, keep)).toEqual(removed);
  });
});

describe("daily backup due (salon time, BACKUP_HOUR)", () => {
  const H3 = 180;
  const H230 = 150;
  test.each<[string, string, number, string[], boolean]>([
    ["02:59 Rome, nothing today", "2026-03-10T01:59:00Z", H3, [], false],
    ["03:00 Rome, nothing today", "2026-03-10T02:00:00Z", H3, [], true],
    ["03:01 Rome, taken at 03:00", "2026-03-10T02:01:00Z", H3, ["2026-03-10T02:00:00Z"], false],
    ["03:00 Rome, only yesterday's", "2026-03-10T02:00:00Z", H3, ["2026-03-09T02:00:00Z"], true],
    ["10:00 Rome, server was off at 03:00", "2026-03-10T09:00:00Z", H3, ["2026-03-09T02:00:00Z"], true],
    ["10:00 Rome, manual backup at 02:00 does not count", "2026-03-10T09:00:00Z", H3, ["2026-03-10T01:00:00Z"], true],
    ["00:30 Rome is already tomorrow in Rome (23:30Z)", "2026-03-09T23:30:00Z", H3, ["2026-03-09T02:00:00Z"], false],
    // Spring forward 2026-03-29: 02:00 CET jumps to 03:00 CEST (01:00Z).
    ["spring DST: 01:59 CET", "2026-03-29T00:59:00Z", H3, ["2026-03-28T02:00:00Z"], false],
    ["spring DST: 03:00 CEST exists", "2026-03-29T01:00:00Z", H3, ["2026-03-28T02:00:00Z"], true],
    ["spring DST: 02:30 never shows, due at 03:00", "2026-03-29T01:00:00Z", H230, ["2026-03-28T01:30:00Z"], true],
    ["spring DST: 01:59 before a missing 02:30", "2026-03-29T00:59:00Z", H230, [], false],
    // Fall back 2026-10-25: 03:00 CEST goes back to 02:00 CET (01:00Z).
    ["autumn DST: 02:59 CEST", "2026-10-25T00:59:00Z", H3, ["2026-10-24T01:00:00Z"], false],
    ["autumn DST: second 02:59 (CET)", "2026-10-25T01:59:00Z", H3, ["2026-10-24T01:00:00Z"], false],
    ["autumn DST: 03:00 CET exists once", "2026-10-25T02:00:00Z", H3, ["2026-10-24T01:00:00Z"], true],
    ["autumn DST: first 02:30", "2026-10-25T00:30:00Z", H230, ["2026-10-24T00:30:00Z"], true],
    ["autumn DST: second 02:30 after the first one's backup", "2026-10-25T01:30:00Z", H230, ["2026-10-25T00:30:00Z"], false],
  ])("%s", (_label, now, hour, taken, due) => {
    expect(dailyBackupDue({ now: at(now), timeZone: ROME, hourMinutes: hour, takenAt: taken.map(at) })).toBe(due);
  });
});

describe("S3 URL", () => {
  test.each<[string, { bucket: string; prefix: string } | null]>([
    ["s3://salone-backup", { bucket: "salone-backup", prefix: "" }],
    ["s3://salone-backup/", { bucket: "salone-backup", prefix: "" }],
    ["s3://salone-backup/roma/db", { bucket: "salone-backup", prefix: "roma/db/" }],
    ["s3://salone-backup/roma/", { bucket: "salone-backup", prefix: "roma/" }],
    ["https://salone-backup", null],
    ["s3://", null],
    ["s3://UPPER", null],
  ])("%s", (url, expected) => {
    expect(parseS3Url(url)).toEqual(expected);
  });
});

describe("size in Italian", () => {
  test.each([
    [0, "0 B"],
    [812, "812 B"],
    [1000, "1 kB"],
    [45_678, "45,7 kB"],
    [1_234_567, "1,2 MB"],
    [12_000_000, "12 MB"],
    [3_456_000_000, "3,5 GB"],
  ])("%i -> %s", (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});
