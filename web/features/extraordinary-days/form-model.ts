import * as v from "valibot";
import {
  DAY_IN_PAST,
  ExtraordinaryDaySchema,
  joinReason,
  splitReason,
  type ExtraordinaryDayInput,
  type ExtraordinaryDayType,
} from "../../../src/domain/schemas/extraordinary-days";
import { isPastDay } from "../../../src/domain/schemas/schedule-fields";
import { isValidDate } from "../../../src/domain/time";
import { fieldErrors } from "../../../src/domain/validation";
import type { ExtraordinaryDay } from "../../../src/domain/schemas/extraordinary-days";

export type FormValues = {
  date: string;
  type: ExtraordinaryDayType;
  description: string;
  isClosed: boolean;
  openTime: string;
  closeTime: string;
  notes: string;
};
export type FormField = "date" | "type" | "description" | "openTime" | "closeTime" | "notes";
export type FormErrors = Partial<Record<FormField, string>>;

/** A new day: type Festività, closed, special times 09:00-18:00 ready for when it is switched to open. */
export const EMPTY_FORM: FormValues = {
  date: "",
  type: "Festività",
  description: "",
  isClosed: true,
  openTime: "09:00",
  closeTime: "18:00",
  notes: "",
};

export function valuesFromDay(day: ExtraordinaryDay): FormValues {
  const { type, description } = splitReason(day.reason);
  return {
    date: day.date,
    type,
    description,
    isClosed: day.isClosed,
    openTime: day.specialOpenTime?.slice(0, 5) ?? EMPTY_FORM.openTime,
    closeTime: day.specialCloseTime?.slice(0, 5) ?? EMPTY_FORM.closeTime,
    notes: day.notes ?? "",
  };
}

// The API's field names, as the server's `fields` also use them, mapped onto the form's.
const FROM_API: Record<string, FormField> = {
  date: "date",
  reason: "type",
  specialOpenTime: "openTime",
  specialCloseTime: "closeTime",
  notes: "notes",
};

export function formErrorsFromApi(fields: Record<string, string>): FormErrors {
  const errors: FormErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = FROM_API[key];
    if (field) errors[field] ??= message;
  }
  return errors;
}

/**
 * The server's schema on the form's values, plus the "not before today" rule (an entry being
 * edited may keep a date that has since passed). The body to send when everything is valid.
 */
export function validateForm(
  values: FormValues,
  today: string,
  originalDate?: string,
): { errors: FormErrors; input: ExtraordinaryDayInput | null } {
  const body = {
    date: values.date,
    reason: joinReason(values.type, values.description),
    isClosed: values.isClosed,
    specialOpenTime: values.isClosed ? null : values.openTime,
    specialCloseTime: values.isClosed ? null : values.closeTime,
    notes: values.notes,
  };
  const result = v.safeParse(ExtraordinaryDaySchema, body);
  const errors = result.success ? {} : formErrorsFromApi(fieldErrors(result.issues));
  if (!errors.date && isValidDate(values.date) && isPastDay(values.date, today, originalDate)) errors.date = DAY_IN_PAST;
  return { errors, input: result.success && Object.keys(errors).length === 0 ? result.output : null };
}
