import { describe, expect, test } from "bun:test";
import { ConfigError, parseConfig } from "./config";

describe("backup configuration", () => {
  test("defaults: backups/ beside the database, keep 14, 03:00, no off-site copy", () => {
    const { backup } = parseConfig({ DATABASE_PATH: "/srv/salone/salone.db" });
    expect(backup).toEqual({ dir: "/srv/salone/backups", keep: 14, hourMinutes: 180, s3: null });
  });

  test("reads every variable", () => {
    const { backup } = parseConfig({
      BACKUP_DIR: "/mnt/backup",
      BACKUP_KEEP: "30",
      BACKUP_HOUR: "22:45",
      BACKUP_S3_URL: "s3://salone-bk/roma",
      BACKUP_S3_ENDPOINT: "https://s3.eu-south-1.example.com",
      BACKUP_S3_REGION: "eu-south-1",
      BACKUP_S3_ACCESS_KEY_ID: "AKIA",
      BACKUP_S3_SECRET_ACCESS_KEY: "segreto",
    });
    expect(backup).toEqual({
      dir: "/mnt/backup",
      keep: 30,
      hourMinutes: 22 * 60 + 45,
      s3: {
        bucket: "salone-bk",
        prefix: "roma/",
        endpoint: "https://s3.eu-south-1.example.com",
        region: "eu-south-1",
        accessKeyId: "AKIA",
        secretAccessKey: "segreto",
      },
    });
  });

  test.each([
    [{ BACKUP_KEEP: "0" }, "BACKUP_KEEP deve essere almeno 1"],
    [{ BACKUP_KEEP: "tanti" }, "BACKUP_KEEP deve essere un numero intero"],
    [{ BACKUP_HOUR: "3" }, "BACKUP_HOUR deve essere un orario HH:MM"],
    [{ BACKUP_HOUR: "24:00" }, "BACKUP_HOUR deve essere un orario HH:MM"],
    [{ BACKUP_S3_URL: "https://bucket" }, "BACKUP_S3_URL deve essere s3://bucket/percorso"],
    [{ BACKUP_S3_URL: "s3://salone-bk" }, "BACKUP_S3_URL richiede BACKUP_S3_ACCESS_KEY_ID e BACKUP_S3_SECRET_ACCESS_KEY"],
  ])("%o is refused", (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  test("a refused S3 configuration never echoes the secret", () => {
    let text = "";
    try {
      parseConfig({ BACKUP_S3_URL: "nope", BACKUP_S3_ACCESS_KEY_ID: "AKIA", BACKUP_S3_SECRET_ACCESS_KEY: "super-segreto" });
    } catch (error) {
      text = String(error);
    }
    expect(text).toContain("BACKUP_S3_URL");
    expect(text).not.toContain("super-segreto");
  });
});
