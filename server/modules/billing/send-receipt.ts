import type { Lang } from '../../common/lang';
import type { BillingDeps } from './types';
import { receiptMail, type Receipt } from './receipt-mail';

export type ReceiptDeps = Pick<BillingDeps, 'email' | 'logger' | 'config'>;

/**
 * Sends a receipt once its event is recorded. A mail that cannot be sent does not undo the payment (the money
 * is taken, the event recorded): the log says which receipt to send by hand.
 */
export async function sendReceipt(deps: ReceiptDeps, receipt: Receipt, to: string, lang: Lang) {
  try {
    await deps.email.send(receiptMail(receipt, to, lang, deps.config.PUBLIC_URL));
  } catch (err) {
    deps.logger.error({ err, to, receipt: receipt.kind }, 'receipt e-mail could not be sent');
  }
}
