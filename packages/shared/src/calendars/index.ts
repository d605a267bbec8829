export * from './calendar-dates';
export * from './calendar-source';
export * from './join-link';
export * from './schemas';
export * from './texts';
