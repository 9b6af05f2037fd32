import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import '../packages/ui/src/styles.css';

/** The toolbar's direction switch (and `globals: { direction: 'rtl' }` in a story) flips the layout. */
// Named as a component: Storybook renders decorators as components, so the hook is legitimate.
const WithDirection: Decorator = (Story, context) => {
  const direction = context.globals['direction'] === 'rtl' ? 'rtl' : 'ltr';
  // Popovers and modals render at the end of <body>: the whole document takes the direction.
  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);
  return (
    <I18nProvider locale={direction === 'rtl' ? 'ar-KW' : 'en-US'}>
      <div
        dir={direction}
        lang={direction === 'rtl' ? 'ar' : 'en'}
        className="font-sans text-ink"
        // Links in stories must not leave the story (a navigation would end a test run).
        onClickCapture={(event) => {
          if (context.parameters['allowNavigation']) return;
          if ((event.target as Element).closest('a[href]')) event.preventDefault();
        }}
      >
        <Story />
      </div>
    </I18nProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  globalTypes: {
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { direction: 'ltr' },
  decorators: [WithDirection],
};

export default preview;
