import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { RateCalculator } from './RateCalculator';

export function Component() {
  return (
    <>
      <PageBanner title="Check Rate" />
      <Container>
        <RateCalculator
          footer={() => (
            <p className="mt-4 text-sm text-ink-muted" role="note">
              Customs duties and taxes at the destination are not included and incur extra charges.
            </p>
          )}
        />
      </Container>
    </>
  );
}
