import { PaymentCanceled } from '~/features/billing/payment-result';

export const meta = () => [{ title: 'Plaćanje otkazano | Tiket AI' }, { name: 'robots', content: 'noindex' }];

export default function PaymentCanceledRoute() {
  return <PaymentCanceled />;
}
