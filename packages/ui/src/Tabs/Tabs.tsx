import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { focusRing } from '../utils/focusRing';

export function Tabs(props: TabsProps) {
  return (
    <AriaTabs
      {...props}
      className={composeRenderProps(props.className, (c) => `flex flex-col ${c ?? ''}`)}
    />
  );
}

export function TabList<T extends object>(props: TabListProps<T>) {
  return (
    <AriaTabList
      {...props}
      className={composeRenderProps(
        props.className,
        (c) => `flex gap-1 border-b border-line ${c ?? ''}`,
      )}
    />
  );
}

const tabStyles = tv({
  extend: focusRing,
  base: '-mb-px cursor-default border-b-3 px-4 py-2 text-sm font-semibold uppercase tracking-wide forced-color-adjust-none',
  variants: {
    isSelected: {
      false: 'border-transparent text-ink-muted hover:text-navy-800',
      true: 'border-express-600 text-navy-800 forced-colors:border-[Highlight]',
    },
  },
});

export function Tab(props: TabProps) {
  return (
    <AriaTab
      {...props}
      className={composeRenderProps(props.className, (className, rp) =>
        tabStyles({ ...rp, className }),
      )}
    />
  );
}

export function TabPanel(props: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={composeRenderProps(props.className, (className, rp) =>
        focusRing({ ...rp, className: `pt-4 ${className ?? ''}` }),
      )}
    />
  );
}
