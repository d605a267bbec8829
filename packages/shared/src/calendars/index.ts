export * from './calendar-dates';
export * from './schemas';
export * from './texts';
