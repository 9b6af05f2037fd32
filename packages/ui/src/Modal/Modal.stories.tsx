import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { TERMS_MODAL_BODY_HEIGHT_PX } from '@courier/domain/constants';
import { longText } from '../utils/storyData';
import { Modal } from './Modal';

const meta = {
  component: Modal,
  args: { title: 'Terms and Conditions', isOpen: true, onOpenChange: fn(), children: null },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The terms modal: a 350 px body that scrolls. */
export const TermsScrollingBody: Story = {
  args: {
    scrollBody: true,
    children: Array.from({ length: 12 }, (_, i) => (
      <p key={i} className="mb-3">
        {longText}
      </p>
    )),
  },
  play: async ({ args, userEvent }) => {
    const body = await screen.findByTestId('modal-body');
    await expect(body.getBoundingClientRect().height).toBe(TERMS_MODAL_BODY_HEIGHT_PX);
    await expect(body.scrollHeight).toBeGreaterThan(TERMS_MODAL_BODY_HEIGHT_PX);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
export const ShortContent: Story = {
  args: {
    title: 'Shipment Confirmation Details',
    closeLabel: 'Ok',
    children: <p>AWB 123456789</p>,
  },
};
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { scrollBody: true, children: <p>{longText}</p> },
};
