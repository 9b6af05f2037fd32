import { noteMessages } from '@courier/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Form } from 'react-aria-components';
import { useForm, type Resolver } from 'react-hook-form';
import { expect, fn, screen, within } from 'storybook/test';
import {
  collectionWindowMessages,
  makeCollectionWindowSchema,
} from '@courier/domain/schemas/collectionFields';
import { Button } from '../Button/Button';
import type { Option } from '../utils/listBox';
import { RequiredFields } from '../wizard/requiredFields';
import {
  CollectionWindowFields,
  emptyCollectionWindow,
  type CollectionWindowValues,
} from './CollectionWindowFields';
import { sampleVehicles } from '../utils/storyData';

interface WindowFormProps {
  vehicles: readonly Option[];
  now: Date;
  onSubmit: (values: CollectionWindowValues) => void;
  onDateChange?: (date: string) => void;
}

/** The block inside a form of its own, with the domain's collection-window schema. */
function WindowForm({ vehicles, now, onSubmit, onDateChange }: WindowFormProps) {
  const schema = useMemo(() => makeCollectionWindowSchema({ clock: () => now }), [now]);
  const { control, handleSubmit } = useForm<CollectionWindowValues>({
    resolver: zodResolver(schema) as unknown as Resolver<CollectionWindowValues>,
    defaultValues: emptyCollectionWindow,
  });
  return (
    <RequiredFields schema={schema}>
      <Form
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        validationBehavior="aria"
        aria-label="Collection"
        className="flex flex-col gap-4"
      >
        <CollectionWindowFields
          control={control}
          vehicles={vehicles}
          now={now}
          onDateChange={onDateChange}
        />
        <Button type="submit">Submit</Button>
      </Form>
    </RequiredFields>
  );
}

const meta = {
  component: WindowForm,
  args: {
    vehicles: sampleVehicles,
    now: new Date('2026-03-10T08:00:00Z'),
    onSubmit: fn(),
    onDateChange: fn(),
  },
} satisfies Meta<typeof WindowForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** An empty submit: the spec's words on the four required fields, each tied to its field. */
export const EmptySubmitShowsMessages: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    for (const message of Object.values(collectionWindowMessages))
      await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Vehicle Type/ })).toHaveAccessibleDescription(
      collectionWindowMessages.vehicle_type,
    );
    // The instructions are optional in the window (the wizard's schema requires them).
    await expect(canvas.getByRole('textbox', { name: 'Special Instruction' })).not.toHaveAttribute(
      'aria-required',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Closing offers only the slots after the ready time; vehicles show labels, codes are sent. */
export const FilledIn: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
    await userEvent.click(await screen.findByRole('button', { name: /March 12, 2026/ }));
    await expect(args.onDateChange).toHaveBeenCalledWith('2026-03-12');
    await userEvent.click(canvas.getByRole('button', { name: /Vehicle Type/ }));
    const vehicles = await screen.findAllByRole('option');
    await expect(vehicles.map((o) => o.textContent)).toEqual(['Van', 'Bike']);
    await userEvent.click(screen.getByRole('option', { name: 'Bike' }));
    await userEvent.click(canvas.getByRole('button', { name: /Collection Time/ }));
    await userEvent.click(await screen.findByRole('option', { name: '21:00' }));
    await userEvent.click(canvas.getByRole('button', { name: /Cutoff\/Closing Time/ }));
    const closing = await screen.findAllByRole('option');
    await expect(closing.map((o) => o.textContent)).toEqual(['21:30', '22:00']);
    await userEvent.click(screen.getByRole('option', { name: '22:00' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Special Instruction' }),
      'Ring the bell',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        collection_date: '2026-03-12',
        collection_ready_time: '21:00',
        collection_close_time: '22:00',
        vehicle_type: 'bike',
        special_instruction: 'Ring the bell',
      },
      expect.anything(),
    );
  },
};

/** A closing time chosen first and a later ready time: the window's rule says so on submit. */
export const ClosingBeforeReady: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Cutoff\/Closing Time/ }));
    await userEvent.click(await screen.findByRole('option', { name: '10:00' }));
    await userEvent.click(canvas.getByRole('button', { name: /Collection Time/ }));
    await userEvent.click(await screen.findByRole('option', { name: '12:00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText(noteMessages.closingAfterReady)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The date is marked required from the schema and starts at today in Kuwait. */
export const DateRequired: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getAllByRole('group', { name: /Collection Date/ })[0]!;
    for (const segment of within(group).getAllByRole('spinbutton'))
      await expect(segment).toHaveAttribute('aria-required', 'true');
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
