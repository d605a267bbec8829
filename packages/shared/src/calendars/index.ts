export * from './calendar-dates';
export * from './join-link';
export * from './schemas';
export * from './texts';
