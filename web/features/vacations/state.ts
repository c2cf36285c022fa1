import { atom } from "jotai";

/** The employee of the form, which also filters the list; null = the first one. */
export const vacationStylistIdAtom = atom<number | null>(null);
