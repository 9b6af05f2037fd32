import { Controller, get, useFieldArray, useFormState, type Control } from 'react-hook-form';
import { Button } from '@courier/ui/Button';
import { NumberField } from '@courier/ui/NumberField';
import { TextField } from '@courier/ui/TextField';
import type { ContentField, ContentValues } from '../contentForm';
import { useAdminWords } from '../../../i18n/words';

/** A team member's skills: skill, its Arabic name and a percentage, rows added and removed. */
export function SkillsInput({
  field,
  control,
}: {
  field: ContentField;
  control: Control<ContentValues>;
}) {
  const t = useAdminWords();
  const w = t.content.skills;
  const { fields, append, remove } = useFieldArray({ control, name: field.name as never });
  const { errors } = useFormState({ control, name: field.name });
  const error = (path: string) =>
    (get(errors, `${field.name}.${path}`) as { message?: string } | undefined)?.message;
  return (
    <fieldset className="flex flex-col gap-3 rounded-card border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-ink">{field.label}</legend>
      {fields.length === 0 && <p className="text-sm text-ink-muted">{w.none}</p>}
      <ol className="flex flex-col gap-3">
        {fields.map((row, index) => (
          <li
            key={row.id}
            className="grid grid-cols-1 items-start gap-3 border-b border-line pb-3 sm:grid-cols-[1fr_1fr_10rem_auto]"
          >
            <Controller
              control={control}
              name={`${field.name}.${index}.skill`}
              render={({ field: f }) => (
                <TextField
                  label={w.skill({ n: index + 1 })}
                  value={typeof f.value === 'string' ? f.value : ''}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  isRequired
                  errorMessage={error(`${index}.skill`)}
                />
              )}
            />
            <Controller
              control={control}
              name={`${field.name}.${index}.skillAr`}
              render={({ field: f }) => (
                <TextField
                  label={w.skillAr({ n: index + 1 })}
                  value={typeof f.value === 'string' ? f.value : ''}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  inputDir="rtl"
                  inputLang="ar"
                  errorMessage={error(`${index}.skillAr`)}
                />
              )}
            />
            <Controller
              control={control}
              name={`${field.name}.${index}.percentage`}
              render={({ field: f }) => (
                <NumberField
                  label={w.percentage({ n: index + 1 })}
                  value={typeof f.value === 'number' ? f.value : NaN}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  minValue={0}
                  maxValue={100}
                  isRequired
                  errorMessage={error(`${index}.percentage`)}
                />
              )}
            />
            <Button
              variant="ghost"
              className="sm:mt-6"
              aria-label={w.remove({ n: index + 1 })}
              onPress={() => remove(index)}
            >
              {t.content.delete}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        className="self-start"
        onPress={() => append({ skill: '', skillAr: '', percentage: 50 } as never)}
      >
        {w.add}
      </Button>
    </fieldset>
  );
}
