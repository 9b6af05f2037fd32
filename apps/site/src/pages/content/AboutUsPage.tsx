import { figureValue, useCompany, useMarketingFigures } from '../../api/company';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { useSiteWords } from '../../i18n/siteWords';

/** Who we are: the network's reach (a marketing figure) and the company's own history (spec 1). */
function WhoWeAre() {
  const company = useCompany();
  const countries = figureValue(useMarketingFigures(), 'network_countries');
  if (!company) return null;
  const { history } = company;
  return (
    <p className="mt-3">
      We are the Kuwait branch of a worldwide express network, moving documents and parcels{' '}
      {countries ? `to ${countries} countries` : 'worldwide'}. Our story in express logistics began
      in {history.since}, and the company was incorporated in {history.incorporated} with its head
      office in {history.headOffice} and {history.franchiseOffices} franchise offices.
    </p>
  );
}

/** Spec 1: the company's history (since, incorporation, head office: from the API), ISO, vision, mission. */
export function Component() {
  const w = useSiteWords();
  return (
    <>
      <PageBanner title={w.pages.aboutUs} />
      <Container className="max-w-4xl space-y-8 leading-7">
        <section>
          <h2 className="text-2xl font-bold">{w.about.whoWeAre}</h2>
          <WhoWeAre />
          <p className="mt-3">
            We are certified to ISO 9001:2015 and operate as a customs-authorised courier operator,
            so your shipments clear quickly and safely.
          </p>
        </section>
        <section className="grid gap-6 md:grid-cols-2">
          <div className="rounded-card bg-navy-50 p-6">
            <h2 className="text-xl font-bold">{w.about.vision}</h2>
            <p className="mt-2">
              To be the most trusted express courier for every business and family in Kuwait,
              connecting them with the world.
            </p>
          </div>
          <div className="rounded-card bg-express-50 p-6">
            <h2 className="text-xl font-bold">{w.about.mission}</h2>
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
