import { useId, useState } from 'react';
import { Button } from '@courier/ui/Button';
import { useCourierWords } from '../i18n/words';
import { compressPhoto } from '../photo';

/**
 * An optional proof photo: the phone's camera (or its gallery) through a file input, made small
 * on the phone before it is queued.
 */
export function PhotoField({
  photo,
  onChange,
  errorMessage,
}: {
  photo: string | undefined;
  onChange: (photo: string | undefined) => void;
  errorMessage?: string;
}) {
  const t = useCourierWords();
  const id = useId();
  const [failed, setFailed] = useState(false);
  const error = failed ? t.photo.failed : errorMessage;
  return (
    <div className="flex flex-col gap-2">
      <span className="font-bold" id={`${id}-label`}>
        {t.photo.label}
      </span>
      <label
        htmlFor={`${id}-input`}
        className="inline-flex min-h-12 cursor-pointer items-center justify-center self-start rounded-lg border-2 border-navy-900 px-4 font-bold text-navy-900 focus-within:outline focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-[var(--color-focus)]"
      >
        {t.photo.take}
        <input
          id={`${id}-input`}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            setFailed(false);
            compressPhoto(file).then(onChange, () => setFailed(true));
          }}
        />
      </label>
      {photo && (
        <>
          <img
            src={photo}
            alt={t.photo.preview}
            className="max-h-48 self-start rounded border border-line"
          />
          <Button
            variant="outline"
            className="min-h-12 self-start"
            onPress={() => onChange(undefined)}
          >
            {t.photo.remove}
          </Button>
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="font-bold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
