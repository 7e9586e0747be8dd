import { ContactSection } from './ContactSection';
import { FaqSection } from './FaqSection';
import { FeaturesSection } from './FeaturesSection';
import { Hero } from './Hero';
import { PlansSection } from './PlansSection';
import { SecuritySection } from './SecuritySection';

/** `/`: what the product does, why it is safe, the plans and a contact form (docs/product.md §2.1). */
export function LandingPage() {
  return (
    <>
      <title>Consultório — gestão do consultório de psicologia</title>
      <Hero />
      <FeaturesSection />
      <SecuritySection />
      <PlansSection />
      <FaqSection />
      <ContactSection />
    </>
  );
}
