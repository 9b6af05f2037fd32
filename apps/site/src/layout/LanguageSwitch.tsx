import type { Language } from '@courier/domain/language';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { languageCookie, pathIn } from '../i18n/pageLanguage';
import { useSiteWords } from '../i18n/siteWords';

const neverChanges = () => () => {};

/**
 * The language switch: the same page in the other language, its query kept, named in
 * that language. A plain link, not the router's: the other language is another basename, so the
 * page loads anew in it (words, direction, the API's answers). Choosing remembers the language in
 * the `lang` cookie, which sends the home page (/) to the visitor's language next time. A named
 * navigation landmark, since it sits above the header's banner (axe: all content in landmarks).
 */
export function LanguageSwitch() {
  const w = useSiteWords();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  // The server renders a page for its query reduced to what pages read (the API's page cache), so
  // the query joins the link once hydrated: an attribute React hydrates is never patched, and a
  // link rendered with it on the first pass would keep the server's href.
  const query = useSyncExternalStore(
    neverChanges,
    () => search,
    () => '',
  );
  const other: Language = language === 'ar' ? 'en' : 'ar';
  return (
    <nav aria-label={w.nav.language} className="bg-navy-900 text-sm text-white">
      <div className="mx-auto flex max-w-6xl justify-end px-4 pt-2">
        <a
          href={`${pathIn(other, pathname)}${query}`}
          lang={other}
          hrefLang={other}
          onClick={() => {
            document.cookie = languageCookie(other);
          }}
          // "العربية" on an English page is drawn in the device's Arabic face (no font download).
          className={`inline-flex min-h-6 items-center rounded px-1 font-semibold underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-white ${other === 'ar' ? 'font-arabic-local' : ''}`}
        >
          {w.nav.otherLanguage}
        </a>
      </div>
    </nav>
  );
}
