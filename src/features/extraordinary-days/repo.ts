import { and, asc, eq, gte, lte, ne } from "drizzle-orm";
import type { DayRange } from "../../domain/schemas/day-range";
import type { Executor } from "../../../db/client";
import { salonExtraordinaryDays } from "../../../db/schema";
import type { ExtraordinaryDay, ExtraordinaryDayInput } from "../../domain/schemas/extraordinary-days";


const t = salonExtraordinaryDays;
const columns = {
  id: t.id,
  date: t.date,
  reason: t.reason,
  isClosed: t.isClosed,
  specialOpenTime: t.specialOpenTime,
  specialCloseTime: t.specialCloseTime,
  notes: t.notes,
};

export const extraordinaryDaysRepo = (db: Executor) => ({
  /** By date; with a range, only the days inside it. */
  list: (range: DayRange = {}): ExtraordinaryDay[] =>
    db
      .select(columns)
      .from(t)
      .where(and(range.from === undefined ? undefined : gte(t.date, range.from), range.to === undefined ? undefined : lte(t.date, range.to)))
      .orderBy(asc(t.date))
      .all(),
  find: (id: number): ExtraordinaryDay | undefined => db.select(columns).from(t).where(eq(t.id, id)).get(),
  /** Another entry on that date, if any (`exceptId` leaves out the one being edited). */
  findOnDate: (date: string, exceptId?: number) =>
    db
      .select({ id: t.id })
      .from(t)
      .where(exceptId === undefined ? eq(t.date, date) : and(eq(t.date, date), ne(t.id, exceptId)))
      .get(),
  insert: (input: ExtraordinaryDayInput): ExtraordinaryDay => db.insert(t).values(input).returning(columns).get(),
  update: (id: number, input: ExtraordinaryDayInput, now: string): ExtraordinaryDay | undefined =>
    db
      .update(t)
      .set({ ...input, updatedAt: now })
      .where(eq(t.id, id))
      .returning(columns)
      .get(),
  remove: (id: number) => db.delete(t).where(eq(t.id, id)).run(),
});
