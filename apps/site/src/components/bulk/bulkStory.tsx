import { i18nOf } from '@courier/ui/i18n/createI18n';
import { wordsOf } from '@courier/ui/i18n/words';
import { onArabicPage } from '@courier/ui/utils/arabicStory';
import type { Decorator } from '@storybook/react-vite';
import { bulkAr } from '../../i18n/bulkAr';
import { bulkEn } from '../../i18n/bulkEn';
import { BulkWordsProvider } from '../../i18n/bulkWords';

/** The bulk upload page's words in Arabic, as the page hands them to its components. */
export const bulkArabic = wordsOf(
  i18nOf('ar', [{ namespace: 'bulk', tree: bulkAr }]),
  'bulk',
  bulkEn,
);

/** A story on an Arabic page with the bulk upload words in Arabic. */
export const onArabicBulkPage: typeof onArabicPage = {
  ...onArabicPage,
  decorators: [
    (Story) => (
      <BulkWordsProvider value={bulkArabic}>
        <Story />
      </BulkWordsProvider>
    ),
    ...onArabicPage.decorators,
  ] satisfies Decorator[],
};
