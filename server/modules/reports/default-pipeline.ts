import type { AppServices } from '../../context';
import { analyseTicket } from '../analysis/analyse-ticket';
import { researchLegs, withNarrative } from '../analysis/enrich';
import { readTicketPhoto, readTypedTicket } from '../tickets/read-ticket';
import type { TicketPipeline } from './pipeline';

/** The product's pipeline: the ticket reader in front of the analysis engine. */
export function defaultPipeline(services: AppServices): TicketPipeline {
  return {
    readPhoto: (image, onRead) =>
      readTicketPhoto(
        onRead
          ? {
              recognize: (img) =>
                services.ocr.recognize(img).then((read) => {
                  onRead();
                  return read;
                }),
            }
          : services.ocr,
        image,
        services.structurer ? { structurer: services.structurer, logger: services.logger } : null,
      ),
    readTyped: readTypedTicket,
    analyse: async (legs, lang, onStage) => {
      onStage?.('researching');
      const research = services.research
        ? await researchLegs(services.research, legs, lang, services.logger)
        : undefined;
      const report = analyseTicket(legs, lang, { research });
      onStage?.('creating');
      return services.narrative ? withNarrative(services.narrative, report, lang, services.logger) : report;
    },
  };
}
