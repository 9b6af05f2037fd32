import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  component: Tabs,
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Views">
        <Tab id="list">List View</Tab>
        <Tab id="map">Map View</Tab>
      </TabList>
      <TabPanel id="list">The list of offices.</TabPanel>
      <TabPanel id="map">The map of offices.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Map View' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The map of offices.');
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
