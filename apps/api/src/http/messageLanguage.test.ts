import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messageCatalog } from '@courier/domain/messageWords';
import { MESSAGES } from '@courier/domain/messages';
import { describe, expect, it } from 'vitest';
import { inMessageLanguage } from './messageLanguage.ts';

const ROOT = join(__dirname, '..', '..', '..', '..');

/** The source files (tests and catalogues left out) of the packages that write messages. */
function sources(): string {
  return ['packages/domain/src', 'apps/api/src', 'apps/mock-api/src']
    .flatMap((dir) =>
      readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
        .filter((file) => !file.startsWith('i18n'))
        .map((file) => readFileSync(join(ROOT, dir, file), 'utf8')),
    )
    .join('\n');
}

describe('messages in the language of the request', () => {
  it('reads every group of the catalogue somewhere', () => {
    const text = sources();
    // A table (messageGroup), the words of a language (`messageWordsIn(lang).trackingAnswer`), a
    // group read whole (`words.remark[key]`) or an e-mail in both languages (inBothLanguages).
    const unused = Object.keys(messageCatalog.en).filter(
      (group) =>
        !new RegExp(
          `messageGroup\\('${group}'\\)|inBothLanguages\\('${group}',|\\)\\.${group}\\b|\\w\\.${group}\\[`,
        ).test(text),
    );
    expect(unused).toEqual([]);
  });

  it('writes a message in the language it runs in, English outside any', () => {
    expect(inMessageLanguage('ar', () => MESSAGES.shipmentBooked)).toBe('تم حجز الشحنة بنجاح');
    expect(inMessageLanguage('en', () => MESSAGES.shipmentBooked)).toBe(
      'Shipment Booked Sucessfully',
    );
    expect(MESSAGES.shipmentBooked).toBe('Shipment Booked Sucessfully');
  });
});
