import { PublicLayout } from '../../components/site/public-layout.tsx';
import { useUpgrade } from '../billing/use-upgrade.ts';
import { ClosingCta } from './closing-cta.tsx';
import { FeaturesGrid } from './features-grid.tsx';
import { Hero } from './hero.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { PricingSection } from './pricing-section.tsx';

export function LandingPage() {
  // Pro: checkout when signed in, /register?plan=pro when not (the card's own link).
  const { choosePro, signedIn } = useUpgrade();
  return (
    <PublicLayout>
      <Hero />
      <FeaturesGrid />
      <HowItWorks />
      <PricingSection onSelect={signedIn ? { pro: () => void choosePro() } : undefined} />
      <ClosingCta />
    </PublicLayout>
  );
}
