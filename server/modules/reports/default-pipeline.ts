import type { AppServices } from '../../context';
import { analyseTicket } from '../analysis/analyse-ticket';
import { readTicketPhoto, readTypedTicket } from '../tickets/read-ticket';
import type { TicketPipeline } from './pipeline';

/** The product's pipeline: the ticket reader in front of the analysis engine. */
export function defaultPipeline(services: AppServices): TicketPipeline {
  return {
    readPhoto: (image) => readTicketPhoto(services.ocr, image),
    readTyped: readTypedTicket,
    analyse: async (legs, lang, onStage) => {
      onStage?.('researching');
      const report = analyseTicket(legs, lang);
      onStage?.('creating');
      return report;
    },
  };
}
