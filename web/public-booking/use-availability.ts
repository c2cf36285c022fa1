import { useCallback, useEffect, useRef, useState } from "react";
import { MAX_SEARCH_DAYS } from "../../src/domain/free-slots";
import type { PublicSlot } from "../../src/domain/schemas/online-booking";
import { addDays, compareDays } from "../../src/domain/time";
import { ApiError } from "../lib/api";
import { fetchAvailability } from "./public-api";

export type Availability = {
  /** Free times by day, for every day loaded so far (a day with none maps to []). */
  slots: Record<string, PublicSlot[]>;
  /** The days shown, from the first to the last loaded. */
  days: string[];
  loading: boolean;
  error: string | null;
  /** Whether the booking window goes on past the last loaded day. */
  more: boolean;
  loadMore(): void;
  /** A day's times as the server gave them just now (after a 409, say). */
  replaceDay(date: string, slots: PublicSlot[]): void;
  /** Loads everything again from the first day (after a 409 without fresh times). */
  reload(): void;
};

/** The Italian sentence for a failed call: the server's own for a 429, ours otherwise. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 429) return error.userMessage;
  if (error instanceof ApiError && error.status === 404) return "Prenotazioni online non disponibili";
  return fallback;
}

type State = { key: string; slots: Record<string, PublicSlot[]>; until: string | null; loading: boolean; error: string | null };
const empty = (key: string): State => ({ key, slots: {}, until: null, loading: true, error: null });

/** Every day from..to with its free times ([] for a day the answer leaves out or has none). */
function byDay(from: string, to: string, days: { date: string; slots: PublicSlot[] }[]) {
  const slots: Record<string, PublicSlot[]> = {};
  for (let day = from; compareDays(day, to) <= 0; day = addDays(day, 1)) slots[day] = [];
  for (const day of days) if (day.date in slots) slots[day.date] = day.slots;
  return slots;
}

/**
 * A service's free times (for one stylist, or any: stylistId null), 31 days per call from the
 * window's first day (today on the salon's clock) to its last; the client asks for the next 31 when they need them.
 */
export function useAvailability(serviceId: number | null, stylistId: number | null | undefined, firstDay: string, lastDay: string): Availability {
  const [round, setRound] = useState(0);
  // What the days depend on: answers for an older choice (the client went back and changed stylist) are dropped.
  const key = `${serviceId}|${stylistId}|${firstDay}|${lastDay}|${round}`;
  const [stored, setState] = useState<State>(() => empty(key));
  const state = stored.key === key ? stored : empty(key);
  const latest = useRef(key);

  const fetchDays = useCallback(
    (from: string, forKey: string) => {
      if (serviceId === null || stylistId === undefined) return;
      const to = minDay(addDays(from, MAX_SEARCH_DAYS - 1), lastDay);
      fetchAvailability(serviceId, stylistId, from, to).then(
        (answer) => {
          if (latest.current !== forKey) return;
          const slots = byDay(from, to, answer.days);
          setState((s) => ({ key: forKey, slots: { ...(s.key === forKey ? s.slots : {}), ...slots }, until: to, loading: false, error: null }));
        },
        (error: unknown) => {
          if (latest.current !== forKey) return;
          const message = failureMessage(error, "Impossibile caricare gli orari liberi. Riprova tra poco.");
          setState((s) => ({ ...(s.key === forKey ? s : empty(forKey)), loading: false, error: message }));
        },
      );
    },
    [serviceId, stylistId, lastDay],
  );

  useEffect(() => {
    latest.current = key;
    fetchDays(firstDay, key);
  }, [fetchDays, firstDay, key]);

  const more = state.until !== null && compareDays(state.until, lastDay) < 0;
  return {
    slots: state.slots,
    days: Object.keys(state.slots).sort(),
    loading: state.loading,
    error: state.error,
    more,
    loadMore: () => {
      if (!state.until || !more || state.loading) return;
      setState({ ...state, loading: true, error: null });
      fetchDays(addDays(state.until, 1), key);
    },
    replaceDay: (date, slots) => setState((s) => (s.key === key ? { ...s, slots: { ...s.slots, [date]: slots } } : s)),
    reload: () => setRound((r) => r + 1),
  };
}

const minDay = (a: string, b: string) => (compareDays(a, b) <= 0 ? a : b);
