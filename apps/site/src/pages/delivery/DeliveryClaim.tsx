import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import useSWR from 'swr';
import { answerDeliveryClaim, deliveryClaim, fileDeliveryClaim } from '../../api/claims';
import { ClaimSection, type ClaimCalls } from '../../claims/ClaimSection';
import { ClaimsWordsGate } from '../../i18n/claimsWords';

/**
 * The delivery page's "Report a problem" (docs/claims.md): loaded after the page's own answer, in
 * its own chunk with its words, so the page's first paint and scripts stay as they were.
 */
export default function DeliveryClaim({ token }: { token: string }) {
  const language = useLanguage();
  const { data } = useSWR(['delivery-claim', token], () => deliveryClaim(token), {
    revalidateOnFocus: false,
  });
  if (!data) return null;
  const calls: ClaimCalls = {
    load: () => deliveryClaim(token),
    file: (key, claim) => fileDeliveryClaim({ token, idempotency_key: key, claim }),
    answer: (claimId, answer) => answerDeliveryClaim({ token, claim_id: claimId, answer }),
  };
  return (
    <ClaimsWordsGate language={language}>
      <ClaimSection calls={calls} initial={data} heading="title" />
    </ClaimsWordsGate>
  );
}
