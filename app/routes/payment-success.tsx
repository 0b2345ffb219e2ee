import { useSearchParams } from 'react-router';
import { NothingPaid, PaymentSuccess } from '~/features/billing/payment-result';

export const meta = ({ location }: { location: { search: string } }) => {
  const params = new URLSearchParams(location.search);
  const paid = params.has('report_id') || params.has('plan');
  return [
    { title: paid ? 'Plaćanje uspešno! | Tiket AI' : 'Tiket AI' },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function PaymentSuccessRoute() {
  const [params] = useSearchParams();
  const reportId = params.get('report_id');
  // Opened directly, with no checkout behind it: nothing was paid, and the page says so.
  if (!reportId && !params.get('plan')) return <NothingPaid />;
  return <PaymentSuccess reportId={reportId} source={params.get('source')} />;
}
