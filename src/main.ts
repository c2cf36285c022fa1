import { openDatabase } from "../db/client";
import { createApp } from "./app";
import { runBackupCli } from "./backup-cli";
import { runCli } from "./cli";
import { systemClock } from "./clock";
import { ConfigError, parseConfig } from "./config";
import { databaseFolderProblem } from "./data-dir";
import { runHealthCheck } from "./health-cli";
import { runRtAgent } from "./fiscal/cli";
import { createAuthService, ensureAdmin } from "./features/auth/service";
import { serverLockPath } from "./features/backups/restore";
import { removeLock, writeLock } from "./features/backups/pid-lock";
import { createBackupScheduler } from "./jobs/backup-scheduler";
import { createReminderScheduler } from "./jobs/reminder-scheduler";
import { createGracefulStop } from "./shutdown";
import { fixFirstStartHours } from "./schedule/default-hours";

async function main() {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const args = process.argv.slice(2);
  if (args[0] === "health") process.exit(await runHealthCheck(config));
  // The printer agent runs on a salon computer: no database, only the server's agent API.
  if (args[0] === "rt-agent") process.exit(await runRtAgent(args, config.timeZone));
  // Backup and restore must not open (or migrate) the database the way the server does.
  if (args[0] === "backup" || args[0] === "restore") process.exit(await runBackupCli(args, config, systemClock));
  // An unwritable data folder stops here with one line that says how to fix it, not SQLITE_CANTOPEN.
  const folderProblem = databaseFolderProblem(config.databasePath);
  if (folderProblem) {
    console.error(folderProblem);
    process.exit(1);
  }
  const db = openDatabase(config.databasePath);
  if (args.length > 0) process.exit(await runCli(args, createAuthService(db, systemClock)));

  const app = createApp({ db, config, clock: systemClock, web: await loadWebAssets() });
  // A new, empty database: the default week closes on Monday (before the first user exists).
  fixFirstStartHours(db);
  const admin = await ensureAdmin(app.auth, config);
  if (admin?.password) {
    console.log(
      `\nPrimo avvio: creato l'utente "${admin.username}" con password: ${admin.password}\n` +
        "Annotala ora: non verrà mostrata di nuovo (si cambia con `salone user add`).\n",
    );
  }
  app.auth.pruneSessions();
  await app.auth.ready;
  // `salone restore` reads this to refuse while we hold the database; removed on a clean stop.
  const serverLock = serverLockPath(config.databasePath);
  writeLock(serverLock, systemClock.now());
  app.listen({ port: config.port, hostname: config.host });
  const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  console.log(`Salone è pronto: http://${shown}:${config.port}`);

  // Reminders: a check now (anything due while the server was down goes out once), then every minute.
  const reminderScheduler = createReminderScheduler({ run: () => app.reminderDispatcher.run("scheduler"), log: app.ctx.log });
  reminderScheduler.start();
  // Appointment messages (reminders before each appointment, notices, confirmations): a sibling timer.
  // Each tick first lets go of online requests nobody approved in time, which frees their time.
  const appointmentScheduler = createReminderScheduler({
    run: async () => {
      await app.pendingApprovals.expire();
      // Receipts sent from the till whose first try met a temporary failure are retried here.
      await app.receiptMessages.run();
      return app.appointmentMessages.run("scheduler");
    },
    log: app.ctx.log,
  });
  appointmentScheduler.start();
  if (!app.ctx.config.whatsapp.accessToken || !app.ctx.config.whatsapp.phoneNumberId) {
    console.log("WhatsApp non configurato: i promemoria dovuti vengono solo registrati nel log, non inviati.");
  }
  const backupScheduler = createBackupScheduler({
    backups: app.backups,
    clock: systemClock,
    timeZone: config.timeZone,
    hourMinutes: config.backup.hourMinutes,
    log: app.ctx.log,
  });
  backupScheduler.start();
  // Sockets follow their sessions, including revocations made by `salone user add` meanwhile.
  app.sessionWatch.start();
  // The server prints on the RT itself while printing is on and no agent is registered.
  app.fiscal.agent.start();

  const stop = createGracefulStop({
    app,
    db,
    jobs: [reminderScheduler, appointmentScheduler, backupScheduler, app.sessionWatch, app.fiscal.agent],
    log: app.ctx.log,
    cleanup: () => removeLock(serverLock),
  });
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

/**
 * The built web app (dist/web-assets.ts, embedded in the binary). Loaded only by the server, so
 * `bun run backup`, `restore` and `user:add` work from a checkout that was never built; a server
 * started that way answers the API alone and says so.
 */
async function loadWebAssets() {
  try {
    return (await import("#web-assets")).webAssets;
  } catch {
    console.log("Interfaccia web non compilata (manca dist/web-assets.ts): solo API. Esegui `bun run build`.");
    return null;
  }
}

void main();
