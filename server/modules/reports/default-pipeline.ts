import type { AppServices } from '../../context';
import { analyseTicket } from '../analysis/analyse-ticket';
import { researchLegs, withNarrative } from '../analysis/enrich';
import { referencePrices } from '../analysis/reference-price';
import { clubKey } from '../analysis/ticket-chance';
import { readTicketPhoto, readTypedTicket } from '../tickets/read-ticket';
import type { TicketPipeline } from './pipeline';

/** The product's pipeline: the ticket reader in front of the analysis engine. */
export function defaultPipeline(services: AppServices): TicketPipeline {
  return {
    readPhoto: (image, onRead) =>
      readTicketPhoto(
        onRead
          ? {
              rereads: services.ocr.rereads,
              photo: services.ocr.photo?.bind(services.ocr),
              recognize: (img, options) =>
                services.ocr.recognize(img, options).then((read) => {
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
        ? await researchLegs(services.research, services.analysis, legs, lang, services.logger)
        : undefined;
      // The market's reference prices when an odds feed is configured (cached, bounded; a failure changes nothing).
      const reference = await referencePrices(services.odds, legs, {
        key: (name) => clubKey(services.analysis, name),
        logger: services.logger,
      });
      const report = analyseTicket(services.analysis, legs, lang, { research, reference });
      onStage?.('creating');
      return services.narrative ? withNarrative(services.narrative, report, lang, services.logger) : report;
    },
  };
}
