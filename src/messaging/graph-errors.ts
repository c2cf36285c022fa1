/**
 * What a failed WhatsApp Cloud API call means for the message: try again later, or give up and
 * tell the salon why. The reasons are Italian because the reminder row shows them
 * ('Non inviato: numero non su WhatsApp').
 *
 * Codes: https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes
 */

export type GraphErrorVerdict = { retry: boolean; code: string; reason: string };

const PERMANENT: Record<number, string> = {
  190: "token di accesso WhatsApp non valido o scaduto",
  10: "l'app WhatsApp non ha i permessi necessari",
  200: "l'app WhatsApp non ha i permessi necessari",
  100: "richiesta rifiutata da WhatsApp (parametro non valido)",
  131008: "parametro obbligatorio mancante nella richiesta",
  131009: "valore di un parametro non valido",
  131021: "mittente e destinatario coincidono",
  131026: "numero non su WhatsApp",
  131030: "numero non abilitato per questo account di prova",
  131031: "account WhatsApp Business bloccato",
  131042: "problema di pagamento dell'account WhatsApp Business",
  131045: "numero del salone non registrato correttamente",
  131049: "WhatsApp ha scelto di non consegnarlo (troppi messaggi di marketing a questo cliente)",
  131050: "il cliente ha bloccato i messaggi di marketing",
  131051: "tipo di messaggio non supportato",
  132000: "il modello del messaggio non corrisponde (numero di parametri)",
  132001: "modello del messaggio inesistente o non approvato in questa lingua",
  132005: "testo del modello troppo lungo",
  132007: "il contenuto viola le regole del modello",
  132012: "formato dei parametri del modello non valido",
  132015: "modello del messaggio in pausa per bassa qualità",
  132016: "modello del messaggio disattivato",
  133010: "numero del salone non registrato su WhatsApp",
};

const TEMPORARY: Record<number, string> = {
  1: "errore temporaneo di WhatsApp",
  2: "servizio WhatsApp temporaneamente non disponibile",
  4: "limite di richieste dell'app raggiunto",
  80007: "limite di richieste dell'account raggiunto",
  130429: "limite di invio raggiunto",
  131000: "errore temporaneo di WhatsApp",
  131016: "servizio WhatsApp temporaneamente non disponibile",
  131048: "limite anti-spam raggiunto",
  131056: "troppi messaggi allo stesso cliente in poco tempo",
  133004: "servizio WhatsApp temporaneamente non disponibile",
};

type GraphErrorBody = {
  error?: { code?: unknown; message?: unknown; error_data?: { details?: unknown } };
};

function graphError(body: unknown): { code: number | null; message: string } {
  const error = (body as GraphErrorBody | null)?.error;
  const code = typeof error?.code === "number" ? error.code : typeof error?.code === "string" ? Number(error.code) : NaN;
  const details = error?.error_data?.details;
  const message = typeof details === "string" && details ? details : typeof error?.message === "string" ? error.message : "";
  return { code: Number.isFinite(code) ? code : null, message };
}

/** A non-2xx answer from the Graph API. Unknown 5xx and 429 are temporary; other unknown 4xx are not. */
export function classifyGraphError(httpStatus: number, body: unknown): GraphErrorVerdict {
  const { code, message } = graphError(body);
  if (code !== null && code in PERMANENT) return { retry: false, code: String(code), reason: PERMANENT[code]! };
  if (code !== null && code in TEMPORARY) return { retry: true, code: String(code), reason: TEMPORARY[code]! };
  const shown = message ? `: ${message.slice(0, 200)}` : "";
  if (httpStatus >= 500 || httpStatus === 429) {
    return { retry: true, code: code === null ? `http_${httpStatus}` : String(code), reason: `WhatsApp non risponde (HTTP ${httpStatus})${shown}` };
  }
  return {
    retry: false,
    code: code === null ? `http_${httpStatus}` : String(code),
    reason: `errore WhatsApp ${code ?? `HTTP ${httpStatus}`}${shown}`,
  };
}

/** The Italian reason for an error code from a delivery receipt (a 'failed' status in the webhook). */
export function receiptErrorReason(code: number | null, message: string): { code: string; reason: string } {
  if (code !== null && code in PERMANENT) return { code: String(code), reason: PERMANENT[code]! };
  if (code !== null && code in TEMPORARY) return { code: String(code), reason: TEMPORARY[code]! };
  return { code: code === null ? "failed" : String(code), reason: message ? `consegna non riuscita: ${message.slice(0, 200)}` : "consegna non riuscita" };
}

// Errors raised before the request left this machine: nothing can have reached Meta.
const NEVER_CONNECTED = new Set([
  "ECONNREFUSED",
  "ConnectionRefused",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "FailedToOpenSocket",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "CERT_HAS_EXPIRED",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

/**
 * A fetch that threw. Refused connections and failed DNS look-ups never reached Meta, so they are
 * retried. A timeout or a connection cut mid-request may have been delivered: retrying could send
 * the reminder twice, so the outcome is "unknown" and the row is not sent again (a delivery
 * receipt carrying our callback data can still settle it later).
 */
export function classifyNetworkError(error: unknown): { reached: "no" | "maybe"; code: string; reason: string } {
  const code = (error as { code?: unknown } | null)?.code;
  const name = (error as { name?: unknown } | null)?.name;
  if (typeof code === "string" && NEVER_CONNECTED.has(code)) {
    return { reached: "no", code: "network", reason: `WhatsApp non raggiungibile (${code})` };
  }
  const what = name === "TimeoutError" ? "nessuna risposta in tempo" : typeof code === "string" ? code : String(name ?? "errore di rete");
  return { reached: "maybe", code: "unknown_outcome", reason: `esito sconosciuto (${what}): non ritentato per non inviarlo due volte` };
}
