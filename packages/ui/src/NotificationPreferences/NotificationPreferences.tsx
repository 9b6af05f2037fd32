import { useState } from 'react';
import { Form } from 'react-aria-components';
import type { NotificationPreferences as Preferences } from '@courier/domain/schemas/portal';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { usePortalWords } from '../i18n/portalWords';

export interface NotificationPreferencesProps {
  defaultValues: Preferences;
  onSubmit: (values: Preferences) => Promise<void> | void;
}

/** E-mail and SMS messages about the customer's shipments, each on or off. */
export function NotificationPreferences({ defaultValues, onSubmit }: NotificationPreferencesProps) {
  const portal = usePortalWords();
  const [values, setValues] = useState(defaultValues);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      aria-label={portal.profile.notificationsTitle}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-3 rounded-card border border-line p-4">
        <legend className="px-2 text-lg font-bold text-navy-800">
          {portal.profile.notificationsTitle}
        </legend>
        <p className="text-sm text-ink-muted">{portal.profile.notificationsIntro}</p>
        <Checkbox
          isSelected={values.notify_email}
          onChange={(notify_email) => setValues({ ...values, notify_email })}
        >
          {portal.profile.email}
        </Checkbox>
        <Checkbox
          isSelected={values.notify_sms}
          onChange={(notify_sms) => setValues({ ...values, notify_sms })}
        >
          {portal.profile.sms}
        </Checkbox>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" isBusy={busy}>
          {portal.profile.savePreferences}
        </Button>
      </div>
    </Form>
  );
}
