import type { LabelLinks } from '../carrier/courierResponse.ts';
import { signLabelToken } from '../labels/labelToken.ts';

export const LABEL_PATH = '/api/website/label';

/** Label links of an AWB, carrying a signed token: the AWB alone does not open them. */
export function labelLinks(awb: string, secret: string): LabelLinks {
  const token = signLabelToken(awb, secret);
  return { label_url: `${LABEL_PATH}/${token}.pdf`, label_image_url: `${LABEL_PATH}/${token}.png` };
}
