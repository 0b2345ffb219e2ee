import { InstagramAd } from '~/features/content/marketing-pages';

export const meta = () => [{ title: 'Tiket AI · Instagram' }, { name: 'robots', content: 'noindex' }];

export default function InstagramAdRoute() {
  return <InstagramAd />;
}
