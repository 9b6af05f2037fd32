import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { formatRecordDate } from '@courier/domain/formats';
import { useState } from 'react';
import { Button } from '@courier/ui/Button';
import { Checkbox } from '@courier/ui/Checkbox';
import { DatePicker } from '@courier/ui/DatePicker';
import { TextField } from '@courier/ui/TextField';
import { adminCall, useAdmin } from '../api/hooks';
import { useCan } from '../api/session';
import { ErrorText, PageTitle, StatusText } from '../Layout';
import { RateCardEditor } from './RateCardEditor';
import { useAdminWords } from '../i18n/words';

export function SettingsPage() {
  const t = useAdminWords();
  const language = useLanguage();
  const canManage = useCan('settings.manage');
  const { data, error, mutate } = useAdmin('admin_settings', {});
  // What the person typed, over what the server holds (null: not edited, show the saved value).
  const [vatDraft, setVat] = useState<string | null>(null);
  const [weekdaysDraft, setWeekdays] = useState<number[] | null>(null);
  const vat = vatDraft ?? (data ? String(data.vatPercent) : '');
  const weekdays = weekdaysDraft ?? data?.nonWorkingWeekdays ?? [];
  const [startDraft, setStart] = useState<string | null>(null);
  const [perStopDraft, setPerStop] = useState<string | null>(null);
  const runStart = startDraft ?? data?.runStartTime ?? '';
  const perStop = perStopDraft ?? (data ? String(data.minutesPerStop) : '');
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const run = async (action: () => Promise<{ Message: string }>) => {
    setActionError(null);
    try {
      setMessage((await action()).Message);
      await mutate();
      setVat(null);
      setWeekdays(null);
      setStart(null);
      setPerStop(null);
    } catch (err) {
      setActionError(err);
    }
  };
  return (
    <>
      <PageTitle>{t.settings.title}</PageTitle>
      <StatusText message={message} />
      <ErrorText error={error ?? actionError} />
      {data && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <form
            className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
            onSubmit={(e) => {
              e.preventDefault();
              void run(() =>
                adminCall('admin_settings_update', {
                  vatPercent: Number(vat),
                  nonWorkingWeekdays: weekdays,
                  runStartTime: runStart,
                  minutesPerStop: Number(perStop),
                }),
              );
            }}
          >
            <TextField
              label={t.settings.vat}
              value={vat}
              onChange={setVat}
              inputMode="decimal"
              isReadOnly={!canManage}
            />
            <fieldset className="flex flex-col gap-1">
              <legend className="text-sm font-semibold">{t.settings.weekdays}</legend>
              {Object.values(t.settings.weekdayNames).map((n, i) => (
                <Checkbox
                  key={n}
                  isSelected={weekdays.includes(i)}
                  isReadOnly={!canManage}
                  onChange={(on) =>
                    setWeekdays(on ? [...weekdays, i].sort() : weekdays.filter((d) => d !== i))
                  }
                >
                  {n}
                </Checkbox>
              ))}
            </fieldset>
            <TextField
              label={t.settings.runStart}
              value={runStart}
              onChange={setStart}
              inputMode="numeric"
              isReadOnly={!canManage}
            />
            <TextField
              label={t.settings.minutesPerStop}
              value={perStop}
              onChange={setPerStop}
              inputMode="numeric"
              isReadOnly={!canManage}
            />
            {canManage && <Button type="submit">{t.settings.save}</Button>}
          </form>
          <section className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
            <h2 className="font-semibold text-navy-800">{t.settings.holidays}</h2>
            <ul className="flex flex-col gap-1 text-sm">
              {data.holidays.map((h) => (
                <li
                  key={h.date}
                  className="flex items-center justify-between gap-2 border-b border-line py-1"
                >
                  <span>
                    {formatRecordDate(h.date, language)} {h.name}
                  </span>
                  {canManage && (
                    <Button
                      variant="outline"
                      onPress={() => run(() => adminCall('admin_holiday_remove', { date: h.date }))}
                      aria-label={`${t.settings.remove} ${h.date}`}
                    >
                      {t.settings.remove}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {canManage && (
              <form
                className="grid grid-cols-1 items-end gap-3 sm:grid-cols-3"
                onSubmit={(e) => {
                  e.preventDefault();
                  void run(() => adminCall('admin_holiday_add', { date: day, name }));
                }}
              >
                <DatePicker
                  label={t.settings.holidayDate}
                  value={day}
                  onChange={setDay}
                  isRequired
                />
                <TextField label={t.settings.holidayName} value={name} onChange={setName} />
                <Button type="submit">{t.settings.addHoliday}</Button>
              </form>
            )}
          </section>
          <RateCardEditor canManage={canManage} />
        </div>
      )}
    </>
  );
}
