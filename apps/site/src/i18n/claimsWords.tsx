import { claimsEn } from './claimsEn';
import { pageCatalogue } from './pageCatalogue';

/** The claim section's catalogue (namespace `claims`): loaded with that section only. */
const claims = pageCatalogue('claims', claimsEn, () =>
  import('./claimsAr').then((m) => m.claimsAr),
);

/** Renders its children once the claim words of the language are loaded. */
export const ClaimsWordsGate = claims.WordsGate;

/** The claim words: `const w = useClaimsWords(); w.claimHeading({ number })`. */
export const useClaimsWords = claims.useWords;
