import { atom } from "jotai";

/** The search box's text, kept while moving between screens. */
export const clientSearchAtom = atom("");
