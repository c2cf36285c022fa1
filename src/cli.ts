import { BACKUP_USAGE } from "./backup-cli";
import { RT_AGENT_USAGE } from "./fiscal/cli";
import * as v from "valibot";
import { isRole, ROLES } from "./domain/roles";
import { nameText } from "./domain/schemas/common";
import { PASSWORD_MIN, PASSWORD_TOO_SHORT } from "./domain/schemas/users";
import type { AuthService } from "./features/auth/service";

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const text = await new Response(Bun.stdin.stream()).text();
    return text.split(/\r?\n/)[0] ?? "";
  }
  const ask = (label: string) =>
    new Promise<string>((resolve) => {
      process.stdout.write(label);
      process.stdin.setRawMode(true);
      process.stdin.resume();
      let value = "";
      const onData = (chunk: Buffer) => {
        for (const ch of chunk.toString("utf8")) {
          if (ch === "\r" || ch === "\n") {
            process.stdin.setRawMode(false);
            process.stdin.pause();
            process.stdin.off("data", onData);
            process.stdout.write("\n");
            return resolve(value);
          }
          if (ch === "\u0003") process.exit(130);
          value = ch === "\u007f" ? value.slice(0, -1) : value + ch;
        }
      };
      process.stdin.on("data", onData);
    });
  const first = await ask("Password: ");
  const again = await ask("Ripeti la password: ");
  if (first !== again) throw new Error("Le due password non coincidono");
  return first;
}

/**
 * `salone user add --username anna --first-name Anna --last-name Rossi [--role owner|reception|stylist]
 * [--stylist-id N]`; password from a prompt or stdin. Without --role the first user is an owner and
 * later ones reception; a stylist user needs the id of the stylist they work as.
 */
export async function runCli(args: string[], auth: AuthService): Promise<number> {
  if (args[0] !== "user" || args[1] !== "add") {
    console.error(`Uso: salone user add --username NOME --first-name NOME --last-name COGNOME [--role ${ROLES.join("|")}] [--stylist-id N]\n` +
      "La password si inserisce al prompt, oppure arriva su stdin (echo \"...\" | salone user add ...).\n" +
      BACKUP_USAGE + "\n" + RT_AGENT_USAGE + "\n     salone health          esce con 0 se il server su PORT/HOST risponde, altrimenti 1");
    return 2;
  }
  const username = flag(args, "username")?.trim().toLowerCase() ?? "";
  const firstName = flag(args, "first-name")?.trim() ?? "";
  const lastName = flag(args, "last-name")?.trim() ?? "";
  const role = flag(args, "role")?.trim().toLowerCase() ?? (auth.countUsers() === 0 ? "owner" : "reception");
  const stylistRaw = flag(args, "stylist-id")?.trim();
  const stylistId = stylistRaw && /^[1-9]\d{0,14}$/.test(stylistRaw) ? Number(stylistRaw) : null;
  const problems = [
    !username && "--username è richiesto",
    !firstName && "--first-name è richiesto",
    !lastName && "--last-name è richiesto",
    ...[["--first-name", firstName], ["--last-name", lastName]].map(([label, value]) => {
      const checked = value ? v.safeParse(nameText(label!), value) : null;
      return checked && !checked.success && `${label}: ${checked.issues[0].message}`;
    }),
    !isRole(role) && `--role deve essere uno tra: ${ROLES.join(", ")}`,
    role === "stylist" && stylistId === null && "--stylist-id è richiesto per il ruolo stylist (un numero)",
  ].filter(Boolean);
  if (problems.length || !isRole(role)) {
    console.error(problems.join("\n"));
    return 2;
  }
  const password = await readPassword();
  if (password.length < PASSWORD_MIN) {
    console.error(PASSWORD_TOO_SHORT);
    return 2;
  }
  const { created, user } = await auth.upsertUser({ username, firstName, lastName, role, stylistId, password });
  console.log(created ? `Utente ${user.username} creato.` : `Utente ${user.username} aggiornato; le sue sessioni aperte sono state chiuse.`);
  return 0;
}
