import { AboutSection } from '../components/about-section';
import { CtaSection } from '../components/cta-section';
import { FeaturesSection } from '../components/features-section';
import { Hero } from '../components/hero';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import { PricingSection } from '../components/pricing-section';
import { SolutionSection } from '../components/solution-section';

export function LandingPage() {
  return (
    <div className="flex min-h-svh flex-col">
      <title>Brandforge: Define Your Brand. Amplify Your Voice.</title>
      <LandingHeader />
      <main className="flex-1">
        <Hero />
        <FeaturesSection />
        <SolutionSection />
        <PricingSection />
        <AboutSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}
