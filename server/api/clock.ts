/** The time source of the API, injectable so tests can move time instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
