import { createAgentLoop, type QueuePort } from "./agent";
import { fiscalDriverFor } from "./drivers";
import { AgentHttpError, createHttpPort } from "./http-port";

export const RT_AGENT_USAGE =
  "     salone rt-agent --server URL [--status | --test]\n" +
  "                            stampa i documenti fiscali sull'RT raggiungibile da questo computer\n" +
  "                            (token in SALONE_AGENT_TOKEN; salone rt-agent --help per i dettagli)";

/** `salone rt-agent --help`: what the docs say, in short. */
export const RT_AGENT_HELP = `Uso: salone rt-agent --server URL [--status | --test]

Agente di stampa del registratore telematico (RT): si collega al server Salone (solo connessioni
in uscita), prende i documenti da stampare uno alla volta e li stampa sull'RT all'indirizzo scritto
in Impostazioni › Registratore telematico, così come lo raggiunge questo computer.

  --server URL    indirizzo del server (https://…, oppure http:// nella rete del salone)
  --status        legge lo stato dell'RT (carta, ultimo documento, chiusura Z) ed esce
  --test          stampa la pagina di prova (non fiscale) ed esce
  --token TOKEN   il token dell'agente; meglio la variabile d'ambiente SALONE_AGENT_TOKEN,
                  perché la riga di comando è visibile a chi elenca i processi (ps)

Il token si crea in Impostazioni › Registratore telematico › Agenti di stampa › «Nuovo agente» ed è
mostrato una volta sola; «Elimina» lo revoca e l'agente in funzione si ferma.
Finché un agente è registrato il server non stampa da sé.
Se l'RT è spento o senza carta il documento resta «Da stampare» e riparte da solo quando l'RT torna.
Ctrl-C (o SIGTERM) lascia finire il documento in stampa, poi esce.`;

const flag = (args: string[], name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

/**
 * `SALONE_AGENT_TOKEN=rta_… salone rt-agent --server https://…`: the printer agent on a computer of the
 * salon. It connects out to the server (a long-poll claim), prints on the RT at the settings'
 * address as this computer sees it, and reports; Ctrl-C lets the job in hand finish. `--status`
 * and `--test` read the RT's state or print the test page, and exit.
 */
export async function runRtAgent(args: string[], timeZone: string): Promise<number> {
  if (args.includes("--help") || args.includes("-h")) {
    console.log(RT_AGENT_HELP);
    return 0;
  }
  const server = flag(args, "server")?.trim() ?? "";
  const token = flag(args, "token")?.trim() || process.env.SALONE_AGENT_TOKEN || "";
  if (!/^https?:\/\/\S+$/.test(server) || !token) {
    console.error(RT_AGENT_HELP);
    return 2;
  }
  const port = createHttpPort({ server, token });
  const driverFor = fiscalDriverFor(timeZone);
  let config;
  try {
    config = await port.config();
  } catch (error) {
    console.error(`Server non raggiungibile o token non valido: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  if (args.includes("--status") || args.includes("--test")) {
    if (!config.url) {
      console.error("Indirizzo dell'RT non impostato (Impostazioni › Registratore telematico)");
      return 1;
    }
    const driver = driverFor({ protocol: config.protocol, url: config.url, timeoutMs: config.timeoutMs });
    if (args.includes("--test")) {
      const result = await driver.testPrint(config.timeoutMs);
      console.log(result.ok ? "Stampa di prova inviata" : result.message);
      return result.ok ? 0 : 1;
    }
    const status = await driver.status(config.timeoutMs);
    console.log(JSON.stringify(status, null, 2));
    return status.online ? 0 : 1;
  }
  console.log(`Agente RT collegato a ${server}: stampa su ${config.url || "(indirizzo non impostato)"}${config.enabled ? "" : " — stampa fiscale disattivata"}`);
  // A deleted agent's token is refused (401) for good: stop rather than knock every few seconds.
  let revoked = () => {};
  const gone = new Promise<"revoked">((resolve) => (revoked = () => resolve("revoked")));
  const watch = <T>(call: Promise<T>) =>
    call.catch((error: unknown) => {
      if (error instanceof AgentHttpError && error.status === 401) revoked();
      throw error;
    });
  const watched: QueuePort = { claim: () => watch(port.claim()), report: (id, report) => watch(port.report(id, report)), cancel: () => port.cancel?.() };
  const loop = createAgentLoop({ port: watched, driverFor, log: (line) => console.error(line) });
  loop.start();
  let onSignal = () => {};
  const signalled = new Promise<"signal">((resolve) => (onSignal = () => resolve("signal")));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const why = await Promise.race([signalled, gone]);
  process.off("SIGINT", onSignal);
  process.off("SIGTERM", onSignal);
  await loop.stop();
  if (why === "revoked") {
    console.error("Token dell'agente revocato (agente eliminato in Impostazioni): l'agente si ferma");
    return 1;
  }
  return 0;
}
