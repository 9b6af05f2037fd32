import { useContentWords } from '../i18n/contentWords';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';

/** One content field's English text and its Arabic twin. */
interface BilingualText {
  en: string;
  ar: string;
}

export interface BilingualTextFieldProps {
  /** The field's English label; the Arabic input is labelled "<label> (Arabic)". */
  label: string;
  /** The field's name: the inputs are named `name` and `${name}Ar`, as the record's keys. */
  name: string;
  value: BilingualText;
  onChange: (value: BilingualText) => void;
  errors?: { en?: string; ar?: string };
  /** Several lines (a text area) instead of one. */
  multiline?: boolean;
  /** The English text must be given; the Arabic one never must (the site falls back to English). */
  isRequired?: boolean;
  /** Shown under the English input. */
  description?: string;
  /** Longest text, in characters, for both. */
  maxLength?: number;
}

/**
 * An English input and an Arabic one (right to left) for one content field, side by side on wide
 * screens. The Arabic label says it is optional and that the English text stands in for it.
 */
export function BilingualTextField({
  label,
  name,
  value,
  onChange,
  errors,
  multiline = false,
  isRequired = false,
  description,
  maxLength,
}: BilingualTextFieldProps) {
  const content = useContentWords();
  const Input = multiline ? TextArea : TextField;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Input
        label={label}
        name={name}
        value={value.en}
        onChange={(en) => onChange({ ...value, en })}
        errorMessage={errors?.en}
        description={description}
        isRequired={isRequired}
        maxLength={maxLength}
      />
      <Input
        label={content.bilingual.arabic({ label })}
        name={`${name}Ar`}
        value={value.ar}
        onChange={(ar) => onChange({ ...value, ar })}
        errorMessage={errors?.ar}
        description={content.bilingual.arabicHint}
        inputDir="rtl"
        inputLang="ar"
        maxLength={maxLength}
      />
    </div>
  );
}
