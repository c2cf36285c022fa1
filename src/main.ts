import { webAssets } from "#web-assets";
import { openDatabase } from "../db/client";
import { createApp } from "./app";
import { runCli } from "./cli";
import { systemClock } from "./clock";
import { ConfigError, parseConfig } from "./config";
import { createAuthService, ensureAdmin } from "./features/auth/service";
import { createReminderScheduler } from "./jobs/reminder-scheduler";

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
  const db = openDatabase(config.databasePath);
  const args = process.argv.slice(2);
  if (args.length > 0) process.exit(await runCli(args, createAuthService(db, systemClock)));

  const app = createApp({ db, config, clock: systemClock, web: webAssets });
  const admin = await ensureAdmin(app.auth, config);
  if (admin?.password) {
    console.log(
      `\nPrimo avvio: creato l'utente "${admin.username}" con password: ${admin.password}\n` +
        "Annotala ora: non verrà mostrata di nuovo (si cambia con `salone user add`).\n",
    );
  }
  app.auth.pruneSessions();
  app.listen({ port: config.port, hostname: config.host });
  const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  console.log(`Salone è pronto: http://${shown}:${config.port}`);

  // Reminders: a check now (anything due while the server was down goes out once), then every minute.
  const reminderScheduler = createReminderScheduler({ run: () => app.reminderDispatcher.run("scheduler"), log: app.ctx.log });
  reminderScheduler.start();
  if (!app.ctx.config.whatsapp.accessToken || !app.ctx.config.whatsapp.phoneNumberId) {
    console.log("WhatsApp non configurato: i promemoria dovuti vengono solo registrati nel log, non inviati.");
  }

  const stop = () => {
    // Waits for a send in progress, so its outcome is recorded before the database closes.
    // app.stop(true) closes open sockets too: live screens reconnect to the next process.
    Promise.allSettled([reminderScheduler.stop(), app.stop(true)]).finally(() => {
      db.$client.close();
      process.exit(0);
    });
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

void main();
