import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import useSWR from 'swr';
import { answerPortalClaim, filePortalClaim, portalClaim } from '../../api/claims';
import { ClaimSection, type ClaimCalls } from '../../claims/ClaimSection';
import { ClaimsWordsGate } from '../../i18n/claimsWords';

/**
 * The shipment page's Claim section for the sender (docs/claims.md): the same section as the
 * receiver's delivery page, over the portal's calls; its own chunk with its words.
 */
export default function PortalClaim({ shipmentId }: { shipmentId: string }) {
  const language = useLanguage();
  const { data } = useSWR(['portal-claim', shipmentId], () => portalClaim(shipmentId), {
    revalidateOnFocus: false,
  });
  if (!data) return null;
  const calls: ClaimCalls = {
    load: () => portalClaim(shipmentId),
    file: (key, claim) => filePortalClaim({ shipmentId, idempotency_key: key, claim }),
    answer: (claimId, answer) => answerPortalClaim({ shipmentId, claim_id: claimId, answer }),
  };
  return (
    <div className="mt-6">
      <ClaimsWordsGate language={language}>
        <ClaimSection calls={calls} initial={data} heading="portalTitle" />
      </ClaimsWordsGate>
    </div>
  );
}
