// The demo salon's fixed parts: stylists and their hours, the price list, the names clients are
// drawn from, the Italian holidays and a few absences around today.
import { addDays } from "../src/domain/time";

/** full: Lun-Sab 9-18 (pausa 13-14); late: Mar-Sab 10-19 (pausa 14-15); part: Mar-Ven 10-15 (pausa 12:30-13). */
export type HoursKind = "full" | "late" | "part";

export const DEMO_STYLISTS: { name: string; phone: string; email: string; hours: HoursKind }[] = [
  { name: "Giulia Romano", phone: "3331122334", email: "giulia.romano@salone-demo.it", hours: "full" },
  { name: "Francesca Ricci", phone: "3405566778", email: "francesca.ricci@salone-demo.it", hours: "full" },
  { name: "Marco Esposito", phone: "3479988776", email: "marco.esposito@salone-demo.it", hours: "late" },
  { name: "Chiara Colombo", phone: "3391234500", email: "", hours: "full" },
  { name: "Alessandro Greco", phone: "3201112223", email: "alessandro.greco@salone-demo.it", hours: "part" },
  { name: "Sara Bruno", phone: "3485556667", email: "", hours: "full" },
  // Only in --scale (the benchmark's day view has 8 columns).
  { name: "Elena Marino", phone: "3298887776", email: "elena.marino@salone-demo.it", hours: "full" },
  { name: "Davide Gallo", phone: "3664443332", email: "", hours: "late" },
];

/** Weekday 0 (Sunday) .. 6: [isWorking, start, end, breakStart, breakEnd]. */
export function hoursOf(kind: HoursKind, dayOfWeek: number): [boolean, string, string, string | null, string | null] {
  if (kind === "full") return dayOfWeek === 0 ? [false, "09:00", "18:00", null, null] : [true, "09:00", "18:00", "13:00", "14:00"];
  if (kind === "late") {
    return dayOfWeek === 0 || dayOfWeek === 1 ? [false, "10:00", "19:00", null, null] : [true, "10:00", "19:00", "14:00", "15:00"];
  }
  return dayOfWeek >= 2 && dayOfWeek <= 5 ? [true, "10:00", "15:00", "12:30", "13:00"] : [false, "10:00", "15:00", null, null];
}

/** Lun-Ven 09:00-19:30, Sab 09:00-18:00, Dom chiuso. */
export const DEMO_OPENING_HOURS: { day: string; openTime: string; closeTime: string; isOpen: boolean }[] = [
  { day: "monday", openTime: "09:00", closeTime: "19:30", isOpen: true },
  { day: "tuesday", openTime: "09:00", closeTime: "19:30", isOpen: true },
  { day: "wednesday", openTime: "09:00", closeTime: "19:30", isOpen: true },
  { day: "thursday", openTime: "09:00", closeTime: "19:30", isOpen: true },
  { day: "friday", openTime: "09:00", closeTime: "19:30", isOpen: true },
  { day: "saturday", openTime: "09:00", closeTime: "18:00", isOpen: true },
  { day: "sunday", openTime: "10:00", closeTime: "16:00", isOpen: false },
];

/** name, minutes, cents, how often it is booked (relative weight), description. */
export const DEMO_SERVICES: [string, number, number, number, string][] = [
  ["Taglio Donna", 45, 3500, 14, "Shampoo, taglio e asciugatura"],
  ["Taglio Uomo", 30, 2000, 12, "Taglio a forbice o macchinetta"],
  ["Taglio+Barba", 45, 2800, 6, "Taglio uomo e regolazione barba"],
  ["Barba", 20, 1200, 3, "Rasatura o regolazione con panno caldo"],
  ["Piega", 30, 2000, 12, "Piega liscia o mossa"],
  ["Piega Capelli Lunghi", 45, 2800, 5, "Piega per capelli oltre le spalle"],
  ["Lavaggio", 15, 800, 3, "Shampoo e balsamo"],
  ["Colore", 90, 5500, 9, "Colorazione completa"],
  ["Ritocco Radici", 60, 4000, 7, "Colore sulla ricrescita"],
  ["Colpi di Sole", 120, 8000, 3, "Schiariture a cartina"],
  ["Balayage", 150, 12000, 2, "Schiariture sfumate a mano libera"],
  ["Meches", 120, 7500, 2, "Ciocche schiarite"],
  ["Tonalizzante", 30, 2500, 3, "Riflessante dopo la schiaritura"],
  ["Decolorazione", 120, 7000, 1, "Schiaritura completa"],
  ["Trattamento Ristrutturante", 30, 2500, 3, "Maschera alla cheratina in posa"],
  ["Trattamento alla Cheratina", 120, 15000, 1, "Lisciante semipermanente"],
  ["Permanente", 120, 6000, 1, "Ricci definiti e duraturi"],
  ["Stiratura Giapponese", 150, 13000, 1, "Liscio permanente"],
  ["Acconciatura Sposa", 120, 15000, 1, "Prova inclusa"],
  ["Acconciatura Cerimonia", 60, 6000, 2, "Raccolto o semiraccolto"],
  ["Taglio Bambino", 20, 1500, 3, "Fino a 12 anni"],
  ["Shampoo e Piega", 45, 2500, 6, "Lavaggio, trattamento e piega"],
  ["Maschera Nutriente", 20, 1500, 2, "Impacco idratante"],
  ["Extension", 180, 25000, 1, "Applicazione a cheratina"],
  ["Consulenza Colore", 15, 0, 1, "Prova colore gratuita"],
];

export const FEMALE_NAMES = [
  "Maria", "Anna", "Giulia", "Francesca", "Sara", "Laura", "Chiara", "Valentina", "Alessandra", "Elena",
  "Martina", "Federica", "Silvia", "Paola", "Roberta", "Simona", "Elisa", "Giorgia", "Alice", "Sofia",
  "Aurora", "Beatrice", "Camilla", "Ginevra", "Noemi", "Marta", "Ilaria", "Serena", "Monica", "Cristina",
  "Barbara", "Daniela", "Patrizia", "Antonella", "Manuela", "Teresa", "Lucia", "Rita", "Grazia", "Caterina",
  "Maria Grazia", "Anna Maria", "Rosa", "Carla", "Luisa", "Emma", "Greta", "Irene", "Veronica", "Stefania",
];
export const MALE_NAMES = [
  "Marco", "Luca", "Andrea", "Giuseppe", "Francesco", "Alessandro", "Matteo", "Lorenzo", "Davide", "Simone",
  "Federico", "Riccardo", "Stefano", "Paolo", "Giovanni", "Antonio", "Roberto", "Fabio", "Daniele", "Emanuele",
  "Leonardo", "Tommaso", "Gabriele", "Pietro", "Nicola", "Salvatore", "Vincenzo", "Massimo", "Claudio", "Enrico",
];
export const LAST_NAMES = [
  "Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco",
  "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Costa", "Giordano", "Rizzo", "Lombardi", "Moretti",
  "Barbieri", "Fontana", "Santoro", "Mariani", "Rinaldi", "Caruso", "Ferrara", "Galli", "Martini", "Leone",
  "Longo", "Gentile", "Martinelli", "Vitale", "Lombardo", "Serra", "Coppola", "De Santis", "D'Angelo", "Marchetti",
  "Parisi", "Villa", "Conte", "Ferraro", "Ferri", "Fabbri", "Bianco", "Marini", "Grasso", "Valentini",
  "Messina", "Sala", "De Angelis", "Gatti", "Pellegrini", "Palumbo", "Sanna", "Farina", "Rizzi", "Monti",
  "Cattaneo", "Morelli", "Amato", "Silvestri", "Mazza", "Testa", "Grassi", "Pellegrino", "Carbone", "Giuliani",
  "Benedetti", "Barone", "Rossetti", "Caputo", "Montanari", "Guerra", "Palmieri", "Bernardi", "Martino", "Fiore",
  "De Rosa", "Ferretti", "Bellini", "Basile", "Riva", "Donati", "Piras", "Vitali", "Battaglia", "Sartori",
];
export const EMAIL_DOMAINS = ["gmail.com", "libero.it", "hotmail.it", "yahoo.it", "outlook.it", "alice.it", "virgilio.it", "tiscali.it"];
export const MOBILE_PREFIXES = [
  "320", "324", "327", "328", "329", "330", "331", "333", "334", "335", "336", "337", "338", "339", "340",
  "342", "345", "346", "347", "348", "349", "351", "366", "368", "380", "388", "389", "391", "392", "393",
];
export const CLIENT_NOTES = [
  "Allergica all'ammoniaca: solo colori senza ammoniaca",
  "Preferisce essere chiamata il pomeriggio",
  "Capelli fini, evitare la piastra troppo calda",
  "Cute sensibile",
  "Vuole sempre lo stesso stilista",
  "Porta spesso la figlia",
  "Colore: 6.3 biondo scuro dorato",
  "Ama i tagli corti",
  "Prenota sempre il sabato mattina",
  "Cliente storica, offrire il caffè",
];
export const APPOINTMENT_NOTES = [
  "Prima volta nel salone",
  "Porta una foto di riferimento",
  "Vuole provare un colore più chiaro",
  "Ritocco gratuito",
  "Arriva dieci minuti prima",
  "Chiedere conferma il giorno prima",
];

/** mulberry32: tiny, fast, and the same sequence on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}

/** Western Easter Sunday (anonymous Gregorian algorithm); Pasquetta is the day after. */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export type Extraordinary = { date: string; reason: string; isClosed: boolean; open: string | null; close: string | null; notes: string | null };

export function demoExtraordinaryDays(fromYear: number, toYear: number, today: string): Map<string, Extraordinary> {
  const days = new Map<string, Extraordinary>();
  const closed = (date: string, what: string, type = "Festività", notes: string | null = null) =>
    days.set(date, { date, reason: `${type} - ${what}`, isClosed: true, open: null, close: null, notes });
  const special = (date: string, reason: string, open: string, close: string, notes: string | null = null) =>
    days.set(date, { date, reason, isClosed: false, open, close, notes });
  for (let year = fromYear; year <= toYear; year++) {
    const y = String(year);
    closed(`${y}-01-01`, "Capodanno");
    closed(`${y}-01-06`, "Epifania");
    closed(addDays(easter(year), 1), "Lunedì dell'Angelo");
    closed(`${y}-04-25`, "Festa della Liberazione");
    closed(`${y}-05-01`, "Festa dei Lavoratori");
    closed(`${y}-06-02`, "Festa della Repubblica");
    closed(`${y}-08-15`, "Ferragosto");
    closed(`${y}-11-01`, "Ognissanti");
    closed(`${y}-12-08`, "Immacolata Concezione");
    special(`${y}-12-24`, "Orario Ridotto - Vigilia di Natale", "09:00", "14:00");
    closed(`${y}-12-25`, "Natale", "Festività", "Buone feste a tutti!");
    closed(`${y}-12-26`, "Santo Stefano");
    special(`${y}-12-31`, "Orario Ridotto - San Silvestro", "09:00", "14:00");
  }
  const event = addDays(today, 12);
  if (!days.has(event)) special(event, "Evento Speciale - Open day colore", "09:00", "21:00", "Consulenze colore gratuite");
  const training = addDays(today, 26);
  if (!days.has(training)) closed(training, "Formazione del personale", "Chiusura Straordinaria");
  return days;
}

export type Vacation = { stylist: number; start: string; end: string; reason: string; notes: string | null };

/** A few, placed around today so they show at once (one stylist is away this very week). */
export function demoVacations(today: string, stylistCount: number): Vacation[] {
  const list: Vacation[] = [
    { stylist: 5, start: addDays(today, -2), end: addDays(today, 4), reason: "Ferie", notes: "Settimana bianca" },
    { stylist: 1, start: addDays(today, 21), end: addDays(today, 34), reason: "Ferie", notes: null },
    { stylist: 2, start: addDays(today, -40), end: addDays(today, -38), reason: "Malattia", notes: null },
    { stylist: 3, start: addDays(today, 9), end: addDays(today, 9), reason: "Permesso", notes: "Visita medica" },
    { stylist: 0, start: addDays(today, -120), end: addDays(today, -107), reason: "Ferie", notes: "Vacanze estive" },
    { stylist: 4, start: addDays(today, 50), end: addDays(today, 56), reason: "Congedo", notes: null },
  ];
  return list.filter((v) => v.stylist < stylistCount);
}
