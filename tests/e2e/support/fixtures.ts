import path from 'node:path';

/** The shared ticket-reading benchmark's photos (../shared/bench/tickets/images). */
export const benchImages = path.resolve(import.meta.dirname, '../../../../shared/bench/tickets/images');
