import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { SampleReport } from './sample-report';
import { Pricing } from './pricing';
import { WhyAi } from './why-ai';

export function HomePage({ variant }: { variant: 'home' | 'landing-b' }) {
  return (
    <>
      <Hero variant={variant} />
      <HowItWorks />
      <SampleReport />
      <Pricing />
      <WhyAi />
    </>
  );
}
