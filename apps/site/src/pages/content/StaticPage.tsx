import { PageBanner } from '../../components/PageBanner';

export function Component() {
  return <PageBanner title="Information" />;
}
