/** The only door to the wall clock, so tests can stand on a daylight-saving Sunday. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
