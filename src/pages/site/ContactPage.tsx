import { withQueryProvider } from '@/lib/QueryProvider';
import { PageHero } from '@/components/site/PageHero';
import { contactPage } from '@/content/contact';
import { BusinessHours, ContactInfo } from '@/features/contact/ContactDetails';
import { ContactForm } from '@/features/contact/ContactForm';
import { LocationCard } from '@/features/contact/LocationCard';
import { NextSteps } from '@/features/contact/NextSteps';
import { paths } from '@/lib/paths';
import { Seo } from '@/seo/Seo';

/** /contact: the inquiry form beside our address, phones, e-mail, hours and location. */
export default withQueryProvider(function ContactPage() {
  return (
    <>
      <Seo
        title={contactPage.seo.title}
        description={contactPage.seo.description}
        keywords={contactPage.seo.keywords}
        path={paths.contact}
      />
      <PageHero
        eyebrow={contactPage.hero.eyebrow}
        title={contactPage.hero.title}
        description={contactPage.hero.description}
      />
      <div className="section bg-ink-50/50">
        <div className="container-page grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
          <div className="space-y-8">
            <div className="relative rounded-card border border-border bg-surface p-6 shadow-card sm:p-10">
              <ContactForm />
            </div>
            <NextSteps />
          </div>
          <div className="space-y-6">
            <ContactInfo />
            <BusinessHours />
            <LocationCard />
          </div>
        </div>
      </div>
    </>
  );
});
