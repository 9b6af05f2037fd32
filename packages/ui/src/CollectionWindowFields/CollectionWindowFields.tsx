import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { minCollectionDate } from '@courier/domain/collectionDate';
import { slotsAfter, TIME_SLOTS } from '@courier/domain/timeSlots';
import { useUiWords } from '../i18n/uiWords';
import { labelled, type Option } from '../utils/listBox';
import { FormSelect, FormTextArea } from '../wizard/controlled';
import { FormDatePicker } from '../wizard/FormDatePicker';
import { FormSection } from '../wizard/FormSection';

/** The collection window as a form holds it (domain collectionWindowShape, same names). */
export interface CollectionWindowValues {
  collection_date: string;
  collection_ready_time: string;
  collection_close_time: string;
  vehicle_type: string;
  special_instruction: string;
}

/** The window's starting values in a form that holds it. */
export const emptyCollectionWindow: CollectionWindowValues = {
  collection_date: '',
  collection_ready_time: '',
  collection_close_time: '',
  vehicle_type: '',
  special_instruction: '',
};

/** A form's values that hold the window (some forms leave the instructions out of their input). */
type HoldsCollectionWindow = Partial<CollectionWindowValues> & FieldValues;

export interface CollectionWindowFieldsProps<T extends HoldsCollectionWindow> {
  /** The control of the enclosing form, whose values hold the window's fields. */
  control: Control<T>;
  /** vehicle_list as options (id = vehicle_name, the code on the wire; a known code shows its label). */
  vehicles: readonly Option[];
  /** 'Now' for the first collection day (today in Kuwait); the time of each render if not given. */
  now?: Date;
  /** Called after the form stored a chosen or typed date ('' when cleared). */
  onDateChange?: (date: string) => void;
}

const timeOptions = (slots: readonly string[]): Option[] =>
  slots.map((slot) => ({ id: slot, name: slot }));

/**
 * When and how a collection happens: the day, the vehicle, the ready and closing times (closing
 * offers only slots after the ready time) and the instructions. One block for the booking
 * wizard's step 3 and the portal's collection for several shipments; the enclosing form's schema
 * (inside RequiredFields) decides which fields are required and gives the messages.
 */
export function CollectionWindowFields<T extends HoldsCollectionWindow>({
  control: formControl,
  vehicles,
  now,
  onDateChange,
}: CollectionWindowFieldsProps<T>) {
  const words = useUiWords();
  const w = words.wizard;
  // The fields are named the same in every form that holds the window; TypeScript cannot see that
  // a name of CollectionWindowValues is a path of the wider T, so the control is read as the window's.
  const control = formControl as unknown as Control<CollectionWindowValues>;
  const readyTime = useWatch({ control, name: 'collection_ready_time' });
  return (
    <FormSection title={w.collection}>
      <FormDatePicker
        control={control}
        name="collection_date"
        label={w.collection_date}
        minDate={minCollectionDate(now ?? new Date())}
        onValueChange={onDateChange}
      />
      <FormSelect
        control={control}
        name="vehicle_type"
        label={w.vehicle_type}
        items={labelled(vehicles, w.vehicleLabels)}
        placeholder={w.select}
      />
      <FormSelect
        control={control}
        name="collection_ready_time"
        label={w.collection_ready_time}
        items={timeOptions(TIME_SLOTS)}
        placeholder={w.select}
      />
      <FormSelect
        control={control}
        name="collection_close_time"
        label={w.collection_close_time}
        items={timeOptions(readyTime ? slotsAfter(readyTime) : TIME_SLOTS)}
        placeholder={w.select}
      />
      <FormTextArea
        control={control}
        name="special_instruction"
        label={w.special_instruction}
        className="sm:col-span-2"
      />
    </FormSection>
  );
}
