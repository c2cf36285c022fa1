/**
 * The privacy notice (informativa, GDPR art. 13) the salon starts with; the owner edits it in
 * Impostazioni. `{salone}` becomes the salon's name, `{anni}` the retention in years, `{backup}`
 * how many daily backups are kept (BACKUP_KEEP).
 */
export const DEFAULT_NOTICE = `Informativa sul trattamento dei dati personali (art. 13 GDPR)

Titolare del trattamento è {salone}, che tratta i tuoi dati (nome, cognome, telefono, email, data di nascita, codice fiscale, indirizzo, appuntamenti, servizi e acquisti) per queste finalità:

1. Gestione degli appuntamenti e messaggi sugli appuntamenti (promemoria, conferme, avvisi di modifica o annullamento) via WhatsApp: con il tuo consenso, che puoi revocare in ogni momento.
2. Promozioni e offerte (marketing) sul canale che scegli (WhatsApp, email, SMS): solo con un tuo consenso separato e facoltativo. Il consenso al marketing non viene più usato 24 mesi dopo la tua ultima visita.
3. Dati sanitari (allergie, test di tolleranza ai prodotti colore): solo con il tuo consenso esplicito, per la tua sicurezza durante i trattamenti. Se lo revochi, questi dati vengono cancellati.

Le vendite e i documenti fiscali sono conservati per 10 anni come richiesto dalla legge fiscale. Gli altri dati sono conservati finché sei nostra cliente; dopo {anni} anni senza visite ti proponiamo la cancellazione. Le copie di sicurezza (backup) del gestionale si rinnovano ogni giorno e le più vecchie vengono eliminate automaticamente: ne conserviamo le ultime {backup}, quindi un dato cancellato sparisce anche dai backup entro {backup} giorni.

I dati restano nel salone, sul computer del gestionale; i messaggi WhatsApp passano per Meta Platforms, che li tratta come responsabile del trattamento.

Hai diritto di chiedere l'accesso ai tuoi dati e una loro copia (portabilità), la rettifica, la cancellazione, la limitazione e di opporti al trattamento, oltre a revocare i consensi senza che ciò pregiudichi quanto fatto prima. Puoi rivolgerti al banco del salone; hai anche diritto di proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).`;

export const fillNotice = (text: string, values: { salone: string; anni: number; backup: number }) =>
  text.replaceAll("{salone}", values.salone).replaceAll("{anni}", String(values.anni)).replaceAll("{backup}", String(values.backup));

export const DEFAULT_RETENTION_YEARS = 5;
export const DEFAULT_PATCH_TEST_MONTHS = 6;
