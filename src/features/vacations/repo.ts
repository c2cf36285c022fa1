import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { DayRange } from "../../domain/schemas/day-range";
import type { Executor } from "../../../db/client";
import { stylists, stylistVacations } from "../../../db/schema";
import type { Vacation, VacationInput } from "../../domain/schemas/vacations";

const columns = {
  id: stylistVacations.id,
  stylistId: stylistVacations.stylistId,
  startDate: stylistVacations.startDate,
  endDate: stylistVacations.endDate,
  isActive: stylistVacations.isActive,
  reason: stylistVacations.reason,
  notes: stylistVacations.notes,
  stylistName: stylists.name,
};

const toDto = ({ stylistName, ...row }: { stylistName: string } & Omit<Vacation, "stylist">): Vacation => ({
  ...row,
  stylist: { name: stylistName },
});

export const vacationsRepo = (db: Executor) => {
  const select = () => db.select(columns).from(stylistVacations).innerJoin(stylists, eq(stylists.id, stylistVacations.stylistId));
  return {
    findStylist: (id: number) =>
      db.select({ id: stylists.id, archivedAt: stylists.archivedAt }).from(stylists).where(eq(stylists.id, id)).get(),

    /** Earliest first, as the list and the calendar read them; with a range, those touching its days. */
    list: (stylistId?: number, range: DayRange = {}): Vacation[] =>
      select()
        .where(
          and(
            stylistId === undefined ? undefined : eq(stylistVacations.stylistId, stylistId),
            range.from === undefined ? undefined : gte(stylistVacations.endDate, range.from),
            range.to === undefined ? undefined : lte(stylistVacations.startDate, range.to),
          ),
        )
        .orderBy(asc(stylistVacations.startDate), asc(stylistVacations.id))
        .all()
        .map(toDto),

    find: (id: number): Vacation | undefined => {
      const row = select().where(eq(stylistVacations.id, id)).get();
      return row && toDto(row);
    },

    insert: (input: VacationInput): number =>
      db.insert(stylistVacations).values(input).returning({ id: stylistVacations.id }).get().id,

    remove: (id: number) => db.delete(stylistVacations).where(eq(stylistVacations.id, id)).run(),
  };
};
