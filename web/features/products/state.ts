import { atom } from "jotai";

/** The search box's text and the "Sotto scorta" filter, kept while moving between screens. */
export const productSearchAtom = atom("");
export const lowStockOnlyAtom = atom(false);
