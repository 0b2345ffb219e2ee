import { useSearchParams } from 'react-router';
import { SubscriptionSuccess } from '~/features/billing/payment-result';

export const meta = () => [
  { title: 'Verifikacija plaćanja | Tiket AI' },
  { name: 'robots', content: 'noindex' },
];

export default function SubscriptionSuccessRoute() {
  const [params] = useSearchParams();
  return <SubscriptionSuccess sessionId={params.get('session_id')} />;
}
