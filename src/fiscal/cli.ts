import { createAgentLoop } from "./agent";
import { fiscalDriverFor } from "./drivers";
import { createHttpPort } from "./http-port";

export const RT_AGENT_USAGE =
  "     salone rt-agent --server URL --token TOKEN [--status | --test]\n" +
  "                            stampa i documenti fiscali sull'RT raggiungibile da questo computer";

const flag = (args: string[], name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

/**
 * `salone rt-agent --server https://… --token rta_…`: the printer agent on a computer of the
 * salon. It connects out to the server (a long-poll claim), prints on the RT at the settings'
 * address as this computer sees it, and reports; Ctrl-C lets the job in hand finish. `--status`
 * and `--test` read the RT's state or print the test page, and exit.
 */
export async function runRtAgent(args: string[], timeZone: string): Promise<number> {
  const server = flag(args, "server")?.trim() ?? "";
  const token = flag(args, "token")?.trim() || process.env.SALONE_AGENT_TOKEN || "";
  if (!/^https?:\/\/\S+$/.test(server) || !token) {
    console.error("Uso:\n" + RT_AGENT_USAGE + "\n(il token si crea in Impostazioni › Stampante fiscale; anche nella variabile SALONE_AGENT_TOKEN)");
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
      console.error("Indirizzo dell'RT non impostato (Impostazioni › Stampante fiscale)");
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
  const loop = createAgentLoop({ port, driverFor, log: (line) => console.error(line) });
  loop.start();
  await new Promise<void>((resolve) => {
    const stop = () => void loop.stop().then(resolve);
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  return 0;
}
