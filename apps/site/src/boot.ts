import './styles.css';

/**
 * The page's entry script, deliberately small: the app (`main.tsx`, with React, the router and
 * the words) is fetched only once the server's HTML has been painted.
 *
 * Why: a module script and its modulepreloads in the head are fetched at once, in parallel with
 * the page's first picture, and on a phone's slow network about 120 KiB of script then competes
 * with what the visitor is waiting to see. Server-rendered HTML needs no script to be read, so
 * the first paint (headings, text, the hero) goes first and the code follows one frame later.
 * Lighthouse's lab estimate reads the same: a script that finishes before the first paint counts
 * as holding it up (first contentful paint 2.2 s against 0.85 s on the same page, slow 4G).
 *
 * A page without server HTML (the client-only shell: `pnpm dev`, create-shipment, the portal)
 * has nothing to paint first, so its app starts at once.
 */
function afterFirstPaint(start: () => void): void {
  // A frame's callbacks run before that frame is painted; a task queued from one runs after it.
  requestAnimationFrame(() => setTimeout(start, 0));
}

/**
 * The first use of Intl loads the browser's locale data: 30-50 ms on this machine's headless
 * Chromium, up to 150 ms while Lighthouse traces it, times four on its simulated phone.
 *
 * react-aria asked Intl while its module loaded (is the default locale supported?), on every page.
 * Our copy is patched (patches/react-aria@*.patch) to trust a locale the page passes in, which
 * this does with the page's language; react-aria's components read the locale of our
 * LanguageProvider anyway. Pages whose first render formats nothing (services, blog, tracking,
 * login, contact) then never load the locale data while they start.
 */
function passLocaleToReactAria(): void {
  (window as unknown as Record<symbol, string>)[Symbol.for('react-aria.i18n.locale')] =
    document.documentElement.lang || 'en';
}

/**
 * What formats in its first render: date and number fields (their segments) and the home's
 * counters (`data-formats`, @courier/ui/CountersSection). Combo boxes, selects and grids make
 * their Collator and ListFormat only when they first compare or format
 * (patches/react-aria@*.patch), that is once the visitor types, so a page of them alone does not
 * load the locale data while it starts.
 */
const FORMATTING_CONTROLS = '[role="spinbutton"], [data-formats]';

/**
 * On a page that holds one, Intl's locale data is loaded here, in a task of its own while the app's
 * files are still downloading, instead of lengthening the hydration task that first needs it.
 */
function warmUpIntl(): void {
  if (document.querySelector(FORMATTING_CONTROLS))
    Intl.DateTimeFormat.supportedLocalesOf([navigator.language || 'en']);
}

function startApp(): void {
  passLocaleToReactAria();
  // `pnpm dev`'s mock API loads beside the app's modules instead of after them (main.tsx starts
  // it before the first render); other builds drop this line.
  if (import.meta.env.MODE === 'mock') void import('./mocks/startMockWorker');
  // Spec 8: an unhandled bootstrap error goes to the console.
  import('./main')
    .then(({ bootstrap }) => bootstrap())
    .catch((error: unknown) => console.error(error));
}

// Server-rendered: #root holds the page. Asked of the DOM, not of src/ssr/ssrData.ts: a module this
// entry shared with the app would make every chunk depend on the entry's chunk, and Vite's loader
// would then add the entry's stylesheet (inlined by the server) to the page once more.
if (document.getElementById('root')?.hasChildNodes())
  afterFirstPaint(() => {
    startApp();
    setTimeout(warmUpIntl, 0);
  });
else startApp();
