import { Controller, get, useFormState, type Control } from 'react-hook-form';
import { Checkbox } from '@courier/ui/Checkbox';
import { arabicKey } from '@courier/domain/content/contentTypes';
import { useIsRequired } from '@courier/ui/wizard/requiredFields';
import type { ContentField, ContentValues } from '../contentForm';
import { useAdminWords } from '../../../i18n/words';
import { BilingualInput } from './BilingualInput';
import { ChoiceInput, CountryInput, ReferenceInput, ReferencesInput } from './ChoiceInputs';
import { ImageInput, type ImageValue } from './ImageInput';
import { LocationInput, type Pin } from './LocationInput';
import { PdfInput } from './PdfInput';
import { RichTextInput } from './RichTextInput';
import { SkillsInput } from './SkillsInput';
import { IntegerInput, PlainTextInput } from './TextInputs';

interface Props {
  field: ContentField;
  control: Control<ContentValues>;
  /** An existing record: fields set at creation are read-only. */
  isExisting: boolean;
}

/** The message of a field or of a part of it (`image.alt`), from the form's errors. */
function useErrorAt(control: Control<ContentValues>, name: string) {
  const { errors } = useFormState({ control, name });
  return (path: string = name): string | undefined =>
    (get(errors, path) as { message?: string } | undefined)?.message;
}

/** One field of a content record, with the input its kind calls for (and its Arabic twin). */
export function ContentFieldInput({ field, control, isExisting }: Props) {
  const t = useAdminWords();
  const isRequired = useIsRequired(field.name);
  const errorAt = useErrorAt(control, field.name);
  const isReadOnly = isExisting && field.fixedAfterCreate === true;

  if (field.kind === 'skills') return <SkillsInput field={field} control={control} />;
  if (field.bilingual && (field.kind === 'text' || field.kind === 'textarea'))
    return (
      <BilingualInput
        field={field}
        control={control}
        isRequired={isRequired}
        errors={{ en: errorAt(), ar: errorAt(arabicKey(field.name)) }}
      />
    );

  const english = (
    <Controller
      control={control}
      name={field.name}
      render={({ field: f }) => {
        const common = {
          field,
          onBlur: f.onBlur,
          errorMessage: errorAt(),
          isRequired,
          isReadOnly,
        };
        switch (field.kind) {
          case 'richText':
            return <RichTextInput {...common} value={f.value as string} onChange={f.onChange} />;
          case 'image':
            return (
              <ImageInput
                field={field}
                value={f.value as ImageValue}
                onChange={f.onChange}
                isRequired={isRequired}
                errors={{
                  url: errorAt(`${field.name}.url`) ?? errorAt(),
                  alt: errorAt(`${field.name}.alt`),
                  altAr: errorAt(`${field.name}.altAr`),
                }}
              />
            );
          case 'pdf':
            return <PdfInput {...common} value={f.value as string} onChange={f.onChange} />;
          case 'integer':
            return <IntegerInput {...common} value={f.value} onChange={f.onChange} />;
          case 'boolean':
            return (
              <div className="flex flex-col gap-1">
                <Checkbox
                  isSelected={Boolean(f.value)}
                  onChange={f.onChange}
                  errorMessage={errorAt()}
                >
                  {field.label}
                </Checkbox>
                {field.description && <p className="text-sm text-ink-muted">{field.description}</p>}
              </div>
            );
          case 'choice':
            return <ChoiceInput {...common} value={f.value} onChange={f.onChange} />;
          case 'reference':
            return <ReferenceInput {...common} value={f.value} onChange={f.onChange} />;
          case 'references':
            return <ReferencesInput {...common} value={f.value} onChange={f.onChange} />;
          case 'country':
            return <CountryInput {...common} value={f.value} onChange={f.onChange} />;
          case 'location':
            return (
              <LocationInput
                field={field}
                value={f.value as Partial<Pin> | null}
                onChange={f.onChange}
                isRequired={isRequired}
                errorMessage={
                  errorAt() ??
                  errorAt(`${field.name}.latitude`) ??
                  errorAt(`${field.name}.longitude`)
                }
              />
            );
          default:
            return (
              <PlainTextInput
                {...common}
                value={f.value as string}
                onChange={f.onChange}
                description={isReadOnly ? t.content.form.fixed : field.description}
              />
            );
        }
      }}
    />
  );
  if (!field.bilingual) return english;

  const arabic = (
    <Controller
      control={control}
      name={arabicKey(field.name)}
      render={({ field: f }) => {
        const props = {
          field,
          value: f.value as string,
          onChange: f.onChange,
          onBlur: f.onBlur,
          errorMessage: errorAt(arabicKey(field.name)),
          label: t.content.arabic({ label: field.label }),
          description: t.content.arabicHint,
          arabic: true,
        };
        return <RichTextInput {...props} />;
      }}
    />
  );
  // Rich text (the only bilingual kind left here) stacks its two languages.
  return (
    <div className="grid grid-cols-1 gap-3">
      {english}
      {arabic}
    </div>
  );
}
