import { useSearchParams } from 'react-router';
import { PaymentSuccess } from '~/features/billing/payment-result';

export const meta = () => [{ title: 'Plaćanje uspešno! | Tiket AI' }, { name: 'robots', content: 'noindex' }];

export default function PaymentSuccessRoute() {
  const [params] = useSearchParams();
  return <PaymentSuccess reportId={params.get('report_id')} source={params.get('source')} />;
}
