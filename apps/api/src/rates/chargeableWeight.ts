/** Express carriers bill in half-kilogram steps: 1.01 kg is charged as 1.5 kg. */
export const BILLING_STEP_KG = 0.5;

export function chargeableWeightKg(weightKg: number): number {
  // Work in tenths of grams first so float noise (0.1 + 0.2) cannot push a weight up a step.
  const grams = Math.round(weightKg * 10_000) / 10;
  return Math.ceil(grams / (BILLING_STEP_KG * 1000)) * BILLING_STEP_KG;
}
