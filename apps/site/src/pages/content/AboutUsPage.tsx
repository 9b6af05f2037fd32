import { MARKETING_FIGURES } from '@courier/domain/constants';
import { Container } from '../../components/Container';
import { company } from '../../content/company';
import { PageBanner } from '../../components/PageBanner';

/** Static text (spec 1): history since 1980, incorporation 2019, New Delhi head office, ISO. */
export function Component() {
  return (
    <>
      <PageBanner title="About Us" />
      <Container className="max-w-4xl space-y-8 leading-7">
        <section>
          <h2 className="text-2xl font-bold">Who we are</h2>
          <p className="mt-3">
            We are the Kuwait branch of a worldwide express network, moving documents and parcels to{' '}
            {MARKETING_FIGURES.networkCountries} countries. Our story in express logistics began in{' '}
            {company.history.since}, and the company was incorporated in{' '}
            {company.history.incorporated} with its head office in {company.history.headOffice} and{' '}
            {company.history.franchiseOffices} franchise offices.
          </p>
          <p className="mt-3">
            We are certified to ISO 9001:2015 and operate as a customs-authorised courier operator,
            so your shipments clear quickly and safely.
          </p>
        </section>
        <section className="grid gap-6 md:grid-cols-2">
          <div className="rounded-card bg-navy-50 p-6">
            <h2 className="text-xl font-bold">Our Vision</h2>
            <p className="mt-2">
              To be the most trusted express courier for every business and family in Kuwait,
              connecting them with the world.
            </p>
          </div>
          <div className="rounded-card bg-express-50 p-6">
            <h2 className="text-xl font-bold">Our Mission</h2>
            <p className="mt-2">
              To deliver on time, every time, with transparent prices, online booking and live
              tracking for every shipment.
            </p>
          </div>
        </section>
      </Container>
    </>
  );
}
