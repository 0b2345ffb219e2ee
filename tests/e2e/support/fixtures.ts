import path from 'node:path';

/** A one-leg ticket photo kept in the repository (tests/fixtures/README.md): Lyon – Paris Saint-Germain, NG 2.28. */
export const ticketPhoto = path.resolve(import.meta.dirname, '../../fixtures/ticket-thermal-one-leg.png');
