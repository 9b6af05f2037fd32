import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { RateCalculator } from './RateCalculator';
import { useSiteWords } from '../../i18n/siteWords';

export function Component() {
  const w = useSiteWords();
  return (
    <>
      <PageBanner title={w.pages.checkRate} />
      <Container>
        <RateCalculator
          footer={() => (
            <p className="mt-4 text-sm text-ink-muted" role="note">
              {w.rates.dutiesNote}
            </p>
          )}
        />
      </Container>
    </>
  );
}
