import { contentDir, Isolate } from '@courier/ui/Bidi';
import { formatCountRange } from '@courier/domain/formats';
import type { Language } from '@courier/domain/language';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { Link } from 'react-router';
import {
  figureValue,
  NETWORK_COUNTRIES,
  useCompany,
  useHomeCounters,
  useMarketingFigures,
} from '../../api/company';
import { useServices } from '../../api/content';
import { companyVideo } from '../../content/company';
import { useSiteWords } from '../../i18n/siteWords';
import { CountersSection } from '@courier/ui/CountersSection';
import { useNewsList } from '../../api/news';
import { island } from '../../ssr/island';
import { HeroSection } from './HeroSection';

// Below the fold, hydrated from their own chunks (see ssr/island.tsx): swiper, react-aria's link
// and tailwind-variants are not in the home's initial JavaScript.
const NewsSlider = island(() => import('@courier/ui/NewsSlider').then((m) => m.NewsSlider));
const ServiceCard = island(() => import('@courier/ui/ServiceCard').then((m) => m.ServiceCard));

const serviceSingleHref = (id: string) => `/service-single?service_id=${encodeURIComponent(id)}`;

/** Figures the page writes into sentences, by key; the figure grid shows the others. */
const ESTIMATE_WORKING_DAYS = 'estimate_working_days';
const SENTENCE_FIGURES = new Set([NETWORK_COUNTRIES, ESTIMATE_WORKING_DAYS]);

type SiteWords = ReturnType<typeof useSiteWords>;

const steps = (w: SiteWords, workingDays: string | undefined, language: Language) => [
  {
    title: w.home.estimate,
    // The figure is typed in the back office ('6 to 7'): its words follow the sentence's language.
    text: workingDays
      ? w.home.estimateDays({ days: formatCountRange(workingDays, language) })
      : w.home.estimateText,
  },
  { title: w.home.picking, text: w.home.pickingText },
  { title: w.home.movingDay, text: w.home.movingDayText },
];

const strengths = (w: SiteWords) => [
  { title: w.home.customs, text: w.home.customsText },
  { title: w.home.iso, text: w.home.isoText },
  { title: w.home.liveTracking, text: w.home.liveTrackingText },
  { title: w.home.doorToDoor, text: w.home.doorToDoorText },
];

const joinSteps = (w: SiteWords) => [
  w.franchise.register,
  w.franchise.serviceContract,
  w.franchise.startShipping,
  w.franchise.track,
];

/**
 * The company in a paragraph (its own history: the API's company profile) beside the network's
 * marketing figures (the spec's figures describe the worldwide network; the company's history
 * starts in 1980). Both come from the back office; while missing, the spots stay empty.
 */
function HomeAbout() {
  const w = useSiteWords();
  const company = useCompany();
  const figures = useMarketingFigures();
  const countries = figureValue(figures, NETWORK_COUNTRIES);
  return (
    <>
      <div>
        <h2 id="home-about" className="text-3xl font-bold">
          {w.pages.aboutUs}
        </h2>
        {company ? (
          <p className="mt-4 leading-7">
            {w.home.about({
              name: company.name,
              reach: countries
                ? w.about.reachTo({ countries: String(countries) })
                : w.about.worldwide,
              since: String(company.history.since),
              incorporated: String(company.history.incorporated),
              headOffice: String(company.history.headOffice),
            })}
          </p>
        ) : null}
        <Link
          to="/about-us"
          className="mt-4 inline-block font-semibold text-express-600 hover:underline"
        >
          {w.buttons.readMore}
          <span className="sr-only"> {w.home.readMoreAbout}</span>
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {figures
          .filter((figure) => !SENTENCE_FIGURES.has(figure.key))
          .map((figure) => (
            <li key={figure.key} className="rounded-card bg-navy-50 p-4 text-center">
              {/* A figure is written with its sign ('1850+'), which an Arabic line would move
                  in front of it: isolated, it reads as written. */}
              <p className="text-2xl font-black text-navy-800">
                <Isolate>{figure.value}</Isolate>
              </p>
              <p dir={contentDir(figure.label)} className="text-sm">
                {figure.label}
              </p>
            </li>
          ))}
      </ul>
    </>
  );
}

function HomeSteps() {
  const w = useSiteWords();
  const language = useLanguage();
  const workingDays = figureValue(useMarketingFigures(), ESTIMATE_WORKING_DAYS);
  return (
    <ol className="mt-6 grid gap-6 md:grid-cols-3">
      {steps(w, workingDays, language).map((step, index) => (
        <li key={step.title} className="rounded-card border border-line p-6">
          <p className="text-sm font-bold text-express-600">
            {w.home.step({ number: String(index + 1) })}
          </p>
          <h3 className="mt-1 text-xl font-bold">{step.title}</h3>
          <p className="mt-2 text-ink-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** The network's reach and the company's regional offices (one per line in the back office). */
function GlobalPresence() {
  const w = useSiteWords();
  const company = useCompany();
  const countries = figureValue(useMarketingFigures(), NETWORK_COUNTRIES);
  return (
    <>
      <p className="mt-4">
        {countries ? `${w.home.networkOf({ countries })} ` : ''}
        {w.home.regionalOffices}
      </p>
      <ul className="mt-3 list-disc space-y-1 ps-5">
        {company?.regionalOffices.map((office, index) => (
          <li key={`${index}:${office}`}>
            {/* The list's bullet stays at the page's start; only the office's words take theirs. */}
            <span dir={contentDir(office)}>{office}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function ServicesGrid() {
  const w = useSiteWords();
  const { list } = useServices();
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="home-services" className="bg-surface-muted py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="home-services" className="text-3xl font-bold">
          {w.pages.ourServices}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((service, index) => (
            <li key={service.encrypt_id}>
              <ServiceCard
                name={service.service_name}
                imageUrl={service.service_image}
                iconUrl={service.service_icon}
                href={serviceSingleHref(service.encrypt_id)}
                index={index}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const newsHref = (id: string) => `/news-details?news_id=${encodeURIComponent(id)}`;

function HomeNews() {
  const { list } = useNewsList();
  if (list.length === 0) return null;
  return (
    <section className="mx-auto max-w-6xl px-4 pb-16">
      <NewsSlider
        news={list.map((news) => ({
          id: news.encrypt_id,
          title: news.news_title,
          imageUrl: news.img_url,
          href: newsHref(news.encrypt_id),
        }))}
      />
    </section>
  );
}

export function Component() {
  const w = useSiteWords();
  return (
    <>
      <HeroSection />
      <section
        id="about"
        aria-labelledby="home-about"
        className="mx-auto grid max-w-6xl gap-8 px-4 py-16 lg:grid-cols-2"
      >
        <HomeAbout />
      </section>
      <div className="mx-auto max-w-6xl px-4">
        <CountersSection counters={useHomeCounters()} />
      </div>
      <section id="steps" aria-labelledby="home-steps" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="home-steps" className="text-3xl font-bold">
          {w.home.steps}
        </h2>
        <HomeSteps />
      </section>
      <section aria-labelledby="home-strengths" className="bg-navy-50 py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="home-strengths" className="text-3xl font-bold">
            {w.home.strengths}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {strengths(w).map((strength) => (
              <li key={strength.title} className="rounded-card bg-white p-6 shadow-card">
                <h3 className="font-bold">{strength.title}</h3>
                <p className="mt-2 text-sm text-ink-muted">{strength.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ServicesGrid />
      <section
        id="global-presence"
        aria-labelledby="home-global"
        className="mx-auto grid max-w-6xl gap-8 px-4 py-16 lg:grid-cols-2"
      >
        <div>
          <h2 id="home-global" className="text-3xl font-bold">
            {w.home.globalPresence}
          </h2>
          <GlobalPresence />
          <Link
            to="/find-location"
            className="mt-6 inline-block rounded-field bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-900"
          >
            {w.buttons.findNearestLocation}
          </Link>
        </div>
        <video
          controls
          preload="none"
          poster={companyVideo.poster}
          className="aspect-video w-full rounded-card bg-navy-900 object-cover"
          aria-label={w.aria.companyVideo}
        >
          <source src={companyVideo.url} type="video/mp4" />
          <track
            kind="captions"
            src={companyVideo.captions}
            srcLang="en"
            label={w.aria.englishCaptions}
            default
          />
        </video>
      </section>
      <section aria-labelledby="home-quote" className="bg-express-600 py-12 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4">
          <h2 id="home-quote" className="text-2xl font-bold">
            {w.home.needPrice}
          </h2>
          <Link
            to="/rate-enquiry"
            className="rounded-field bg-white px-5 py-3 font-bold text-express-700 hover:bg-express-50"
          >
            {w.buttons.requestQuote}
          </Link>
        </div>
      </section>
      <section aria-labelledby="home-join" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="home-join" className="text-3xl font-bold">
          {w.franchise.joinNetwork}
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {joinSteps(w).map((step, index) => (
            <li key={step} className="rounded-card border border-line p-5">
              <p className="text-3xl font-black text-express-600">{index + 1}</p>
              <p className="mt-1 font-bold">{step}</p>
            </li>
          ))}
        </ol>
        <Link
          to="/franchise"
          className="mt-6 inline-block font-semibold text-express-600 hover:underline"
        >
          {w.home.becomePartner}
        </Link>
      </section>
      <HomeNews />
    </>
  );
}
