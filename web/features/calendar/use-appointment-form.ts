import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { toMinutes } from "../../../src/domain/time";
import { splitClientName } from "../../../src/domain/appointments";
import { normalizePhone } from "../../../src/domain/phone";
import type { Appointment, AppointmentCreateInput } from "../../../src/domain/schemas/appointments";
import { itemsBody, performs, serviceDefaults } from "./form-items";
import type { Client } from "../../../src/domain/schemas/clients";
import { createAppointment, updateAppointment } from "../../entities/appointments";
import { duplicatePhoneClient, fetchClient, updateClient } from "../../entities/clients";
import { servicesAtom } from "../../entities/services";
import { ApiError } from "../../lib/api";
import { onLiveEvent } from "../../lib/live";
import { bumpTopicsAtom } from "../../lib/query";
import { useToast } from "../../ui/toast";
import { longDate } from "../../lib/format";
import { endTimeOf, FIELD_ORDER, validateForm, type AppointmentForm } from "./form-model";
import { placeKey, useBookingAvailability, useScheduleOn, type Alternative } from "./use-booking-availability";
import type { ExtraordinaryDay } from "../../../src/domain/availability";
import { mapServerFields, reveal } from "./message-placement";
import { displayName } from "../../../src/domain/names";

/** The appointment's client: an existing one, or a new one the server creates with it. */
type ClientChoice = Pick<AppointmentCreateInput, "clientId" | "newClient">;
export const STALE = "Questo appuntamento è stato modificato da un'altra postazione";
export const CONFIRM_UNAVAILABLE = "Scegli un orario libero oppure «Prenota comunque»";

/**
 * The appointment dialog's state and rules: the fields, their validation, the submit (one request,
 * a new client included) and what a refusal shows. A 409 for an overlap shows the server's message;
 * a 409 for a stale version (or a live event naming the edited appointment) raises the
 * "changed elsewhere" warning. Either way the form keeps what was typed.
 */
export function useAppointmentForm(args: {
  initial: AppointmentForm;
  editing?: Appointment;
  /** Start hours of a day; `extraordinaryDays` (that day's) when the dialog has them, else the screen's. */
  hoursFor(date: string, extraordinaryDays?: readonly ExtraordinaryDay[]): number[];
  onDone(): void;
}) {
  const { initial, editing, hoursFor, onDone } = args;
  const toast = useToast();
  const bump = useSetAtom(bumpTopicsAtom);
  const services = useAtomValue(servicesAtom).data ?? [];
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const [saving, setSaving] = useState(false);
  // The client the server named when it refused a new client's phone (409 duplicate_phone).
  // Kept with the phone it was refused for: changing the phone drops the proposal.
  const [refusal, setRefusal] = useState<{ client: Client; phone: string } | null>(null);
  const duplicate = refusal && refusal.phone === normalizePhone(form.clientPhone) ? refusal.client : null;
  const setDuplicate = (client: Client | null) => setRefusal(client && { client, phone: normalizePhone(form.clientPhone) });
  /** The refusal of a chosen time (an overlap, or an unconfirmed unavailable time): shown by the time fields. */
  const [timeError, setTimeError] = useState<string | null>(null);
  const [overridden, setOverridden] = useState<string | null>(null);
  const availability = useBookingAvailability(form, editing?.id);
  // The chosen day's own extraordinary day: the date may be moved outside the screen's range.
  const dayExtras = useScheduleOn(form.date).extraordinaryDays;
  const warning = availability.warning && overridden !== placeKey(form) ? availability.warning : null;

  useEffect(() => {
    if (!editing) return;
    return onLiveEvent((event) => {
      if (event.topic === "appointments" && event.ids.includes(editing.id)) setChangedElsewhere(true);
    });
  }, [editing]);

  const set = <K extends keyof AppointmentForm>(key: K, value: AppointmentForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const service = services.find((s) => String(s.id) === form.serviceId);
  const endTime = endTimeOf(form);
  // The day's start hours, plus the form's own hour when it lies outside them (an old booking).
  const hours = useMemo(() => {
    const list = hoursFor(form.date, dayExtras);
    const current = Number(form.startHour);
    return form.startHour !== "" && !list.includes(current) ? [...list, current].sort((a, b) => a - b) : list;
  }, [hoursFor, form.date, form.startHour, dayExtras]);
  const headerDate = (form.date && longDate(form.date)) || "DATA NON VALIDA";

  /** The first service: its catalogue length (unless typed), posa, finishing and price; a stylist who does not perform it is cleared. */
  function chooseService(id: string) {
    const s = services.find((x) => String(x.id) === id);
    setForm((f) => {
      if (!s) return { ...f, serviceId: id };
      const defaults = serviceDefaults(s);
      return { ...f, ...defaults, serviceId: id, duration: f.customDuration ? f.duration : defaults.duration, stylistId: performs(s, f.stylistId) ? f.stylistId : "" };
    });
  }

  const withClient = (f: AppointmentForm, c: Client): AppointmentForm => ({
    ...f,
    clientType: "existing",
    clientId: c.id,
    clientName: displayName(c),
    clientPhone: c.phone,
    clientWalkIn: c.walkIn,
    editClient: false,
    allowDuplicatePhone: false,
  });

  function pickClient(c: Client) {
    setDuplicate(null);
    setForm((f) => withClient(f, c));
  }

  /** Back to the search, empty: a new search never edits the client picked before. */
  function clearClient() {
    setDuplicate(null);
    setForm((f) => ({ ...f, clientType: "new", clientId: null, clientName: "", clientPhone: "", editClient: false, allowDuplicatePhone: false }));
    requestAnimationFrame(() => document.getElementById("appt-clientName")?.focus());
  }

  /** "Crea nuovo cliente «…»": a typed phone goes to the phone field, a name stays; then the phone is asked. */
  function createFromQuery(text: string) {
    const isPhone = /^[\d\s+().\/-]+$/.test(text);
    setForm((f) => ({ ...f, clientType: "new", clientId: null, clientName: isPhone ? "" : text, clientPhone: isPhone ? normalizePhone(text) : f.clientPhone }));
    document.getElementById(isPhone ? "appt-clientName" : "appt-clientPhone")?.focus();
  }

  /** "Usa Anna Gallo": after the server's refusal the booking goes ahead for her at once. */
  function chooseExisting(c: Client) {
    const next = withClient(form, c);
    setForm(next);
    const refused = duplicate !== null;
    setDuplicate(null);
    if (refused) void save(next, false);
  }

  /** "Crea comunque": a family sharing one phone; after the server's refusal, sent again. */
  function createAnyway() {
    const next = { ...form, allowDuplicatePhone: true };
    setForm(next);
    const refused = duplicate !== null;
    setDuplicate(null);
    if (refused) void save(next, false);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    return save(form, false);
  }

  /** "Prenota comunque": the warning was read, book the time as it is. */
  async function bookAnyway() {
    setOverridden(placeKey(form));
    await save(form, true);
  }

  /** One click on an offered time: that day, start and stylist (for every item: the search gave one who does them all), booked at once. */
  async function pickAlternative(a: Alternative) {
    const start = toMinutes(a.startTime);
    const stylistId = String(a.stylistId);
    const items = form.items.map((i) => ({ ...i, stylistId }));
    const next = { ...form, items, date: a.date, stylistId, startHour: String(Math.floor(start / 60)), startMinute: String(start % 60) };
    setForm(next);
    await save(next, false);
  }

  async function save(f: AppointmentForm, override: boolean) {
    const found = validateForm(f);
    setErrors(found);
    setServerError(null);
    setTimeError(null);
    const first = FIELD_ORDER.find((k) => found[k]) ?? Object.keys(found)[0];
    if (first) {
      reveal(`appt-${first}`);
      return;
    }
    const unavailable = !override && availability.warning !== null && overridden !== placeKey(f) && samePlace(f, form);
    if (unavailable) {
      setTimeError(CONFIRM_UNAVAILABLE);
      void availability.loadAlternatives(f);
      reveal("appt-availability");
      return;
    }
    availability.clearAlternatives();
    setSaving(true);
    try {
      const client = await resolveClient(f);
      if (client === null) return;
      // The whole visit in one request: every item, the cleaning time and the notes.
      const body = { ...client, date: f.date, items: itemsBody(f), cleanupMinutes: f.cleaning, notes: f.notes };
      if (editing) {
        await updateAppointment(editing.id, { ...body, version: editing.version });
        toast({ title: "Appuntamento aggiornato" });
      } else {
        await createAppointment(body);
        toast({ title: "Appuntamento creato con successo" });
      }
      bump("newClient" in client ? ["appointments", "clients"] : ["appointments"]);
      onDone();
    } catch (error) {
      const existing = duplicatePhoneClient(error);
      if (existing) {
        // Not an error to clear: a choice to make ("Usa …" / "Crea comunque") beside the phone.
        setDuplicate(existing);
        return;
      }
      showRefusal(error, f);
      toast({
        title: "Errore",
        description: editing ? "Impossibile aggiornare l'appuntamento" : "Impossibile creare l'appuntamento",
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  }

  /** Each refusal next to what it is about: a taken time by the time fields with free ones offered. */
  function showRefusal(error: unknown, f: AppointmentForm) {
    if (!(error instanceof ApiError)) {
      setServerError("Errore di rete");
      return;
    }
    if (error.status === 409 && error.body.code === "stale_version") {
      setServerError(STALE);
      setChangedElsewhere(true);
      return;
    }
    if (error.status === 409) {
      setTimeError(error.userMessage);
      void availability.loadAlternatives(f);
      reveal("appt-availability");
      return;
    }
    const fields = mapServerFields(error.body.fields, f.items.map((i) => i.key));
    const first = Object.keys(fields)[0];
    if (first) {
      setErrors(fields);
      reveal(`appt-${first}`);
    } else {
      setServerError(error.userMessage);
    }
  }

  /**
   * New client: sent with the appointment (name split at the first space), which the server
   * creates in the same transaction, so a refused slot leaves no client and a retry no twin.
   * Existing: her record is updated first, and only when "Modifica dati cliente" opened it.
   */
  async function resolveClient(form: AppointmentForm): Promise<ClientChoice | null> {
    if (form.clientType === "walkIn") return { newClient: { walkIn: true, firstName: form.clientName.trim() } };
    const phone = normalizePhone(form.clientPhone);
    if (form.clientType === "new") {
      const { firstName, lastName } = splitClientName(form.clientName);
      return { newClient: { firstName, lastName, phone, email: "", notes: "", allowDuplicatePhone: form.allowDuplicatePhone, whatsappConsent: form.whatsappConsent } };
    }
    const id = form.clientId!;
    if (!form.editClient) return { clientId: id };
    // Compared with the client as stored now (asked of the server, else the appointment's copy),
    // and sent back with her own email and notes: correcting a phone here must not erase anything else.
    const stored = (await fetchClient(id).catch(() => undefined)) ?? (editing?.clientId === id ? { id, ...editing.client } : undefined);
    if (!stored) return { clientId: id };
    const storedName = displayName(stored);
    if (form.clientName.trim().replace(/\s+/g, " ") !== storedName || phone !== normalizePhone(stored.phone)) {
      const { firstName, lastName } = splitClientName(form.clientName);
      try {
        await updateClient(id, { firstName, lastName, phone, email: stored.email, notes: stored.notes });
        bump(["clients"]);
      } catch {
        toast({ title: "Errore", description: "Impossibile aggiornare i dati del cliente", variant: "destructive" });
        return null;
      }
    }
    return { clientId: id };
  }

  return {
    form, setForm, set, errors, serverError, changedElsewhere, saving, services, service, endTime, hours, headerDate,
    chooseService, duplicate, pickClient, clearClient, createFromQuery, chooseExisting, createAnyway, submit,
    warning, timeError, alternatives: availability.alternatives, loadingAlternatives: availability.loadingAlternatives,
    bookAnyway, pickAlternative,
  };
}
export type AppointmentFormState = ReturnType<typeof useAppointmentForm>;

/** The warning was worked out for the form on screen; a picked alternative is judged by the server. */
const samePlace = (a: AppointmentForm, b: AppointmentForm) => placeKey(a) === placeKey(b);
