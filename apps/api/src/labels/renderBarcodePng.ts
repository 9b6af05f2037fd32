import bwipjs from 'bwip-js/node';

/**
 * The AWB as a Code 128 PNG with its human-readable line: the label image of the customer
 * wizard's confirmation modal (the PDF label is the 'Download File').
 */
export function renderBarcodePng(awb: string): Promise<Buffer> {
  if (typeof awb !== 'string' || !/^[A-Za-z0-9-]{1,40}$/.test(awb)) {
    return Promise.reject(
      new Error('A barcode needs an airway bill number of letters and digits.'),
    );
  }
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: awb,
    scale: 3,
    height: 15,
    includetext: true,
    textxalign: 'center',
    paddingwidth: 10,
    paddingheight: 6,
    backgroundcolor: 'FFFFFF',
  });
}
