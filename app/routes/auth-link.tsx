import { useSearchParams } from 'react-router';
import { SignInLink } from '~/features/billing/payment-result';

export const meta = () => [{ title: 'Prijava | Tiket AI' }, { name: 'robots', content: 'noindex' }];

export default function AuthLinkRoute() {
  const [params] = useSearchParams();
  return <SignInLink token={params.get('token')} />;
}
