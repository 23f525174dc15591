import { TestimonialCard } from './testimonial-card';
import { TESTIMONIALS } from './testimonial-data';
import { ThreeUpGrid } from '../../shared/three-up-grid';
import { HomeSection } from './home-section';

/** Home section 8: three owners' stories, told as their experience rather than product endorsements. */
export function Testimonials() {
  return (
    <HomeSection
      title="What Dog Owners Are Saying"
      lead="Owners' own stories of using our guides and tools. Every dog is different: these are personal experiences, not endorsements of any product, and no substitute for your vet's advice."
    >
      <ThreeUpGrid>
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ThreeUpGrid>
    </HomeSection>
  );
}
