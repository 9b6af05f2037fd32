import { figureValue, useCompany, useMarketingFigures } from '../../api/company';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { useSiteWords } from '../../i18n/siteWords';

/** Who we are: the network's reach (a marketing figure) and the company's own history (spec 1). */
function WhoWeAre() {
  const w = useSiteWords();
  const company = useCompany();
  const countries = figureValue(useMarketingFigures(), 'network_countries');
  if (!company) return null;
  const { history } = company;
  return (
    <p className="mt-3">
      {w.about.history({
        reach: countries ? w.about.reachTo({ countries: String(countries) }) : w.about.worldwide,
        since: String(history.since),
        incorporated: String(history.incorporated),
        headOffice: String(history.headOffice),
        franchiseOffices: String(history.franchiseOffices),
      })}
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
          <p className="mt-3">{w.about.certified}</p>
        </section>
        <section className="grid gap-6 md:grid-cols-2">
          <div className="rounded-card bg-navy-50 p-6">
            <h2 className="text-xl font-bold">{w.about.vision}</h2>
            <p className="mt-2">{w.about.visionText}</p>
          </div>
          <div className="rounded-card bg-express-50 p-6">
            <h2 className="text-xl font-bold">{w.about.mission}</h2>
            <p className="mt-2">{w.about.missionText}</p>
          </div>
        </section>
      </Container>
    </>
  );
}
