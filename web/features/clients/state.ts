import { atom } from "jotai";
import type { PageSizes } from "../../entities/client-search";

/** The search box's text, kept while moving between screens. */
export const clientSearchAtom = atom("");

/**
 * Cards asked of the server at once (it searches and pages): 30 for each search, so an answer is
 * quick to send and draw; scrolling to their end fills in the next 100, and "Mostra altri" asks
 * for 100 more each time.
 */
export const CLIENTS_PAGE_SIZES: PageSizes = { first: 30, next: 100 };
