import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '@courier/ui/Button';
import { RequiredMark } from '@courier/ui/Field';
import { TextField } from '@courier/ui/TextField';
import { contentEn } from '@courier/ui/i18n/contentEn';
import { CONTENT_IMAGE_ACCEPT } from '@courier/domain/content/uploads';
import type { ContentField } from '@courier/domain/content/contentTypes';
import { uploadContentFile, uploadErrorMessage } from '../uploadContentFile';

export interface ImageValue {
  url: string;
  alt: string;
  altAr: string;
}

const w = contentEn.image;

/**
 * A picture of a content record: upload (the API checks and converts it), a preview of what was
 * uploaded, and its alternative text in English (required with a picture) and Arabic.
 */
export function ImageInput({
  field,
  value,
  onChange,
  errors,
  isRequired,
}: {
  field: ContentField;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  errors: { url?: string; alt?: string; altAr?: string };
  isRequired?: boolean;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const image = value ?? { url: '', alt: '', altAr: '' };
  const fileError = uploadError ?? errors.url;

  async function choose(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setBusy(true);
    setUploadError(undefined);
    try {
      const uploaded = await uploadContentFile(file, 'image');
      setSize({ width: uploaded.width, height: uploaded.height });
      onChange({ ...image, url: uploaded.url });
    } catch (error) {
      setUploadError(uploadErrorMessage(error, w.uploadFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="flex flex-col gap-3 rounded-card border border-line p-3">
      <legend className="inline-flex items-baseline px-1 text-sm font-semibold text-ink">
        {field.label}
        {isRequired && <RequiredMark />}
      </legend>
      <div className="flex flex-wrap items-start gap-4">
        {image.url ? (
          <figure className="flex flex-col gap-1">
            <img
              src={image.url}
              alt={image.alt}
              className="h-32 w-48 rounded-card border border-line bg-surface-muted object-cover"
            />
            <figcaption className="text-xs text-ink-muted">
              {w.preview}
              {size ? ` · ${w.dimensions(size.width, size.height)}` : ''}
            </figcaption>
          </figure>
        ) : (
          <p className="grid h-32 w-48 place-items-center rounded-card border border-dashed border-line text-sm text-ink-muted">
            {w.none}
          </p>
        )}
        <div className="flex flex-col gap-2">
          <FileTrigger
            acceptedFileTypes={CONTENT_IMAGE_ACCEPT.split(',')}
            onSelect={(files) => void choose(files)}
          >
            <Button
              variant="outline"
              isBusy={busy}
              id={`${id}-choose`}
              aria-label={`${image.url ? w.replace : w.choose}: ${field.label}`}
              aria-describedby={fileError ? `${id}-error` : undefined}
            >
              {busy ? w.uploading : image.url ? w.replace : w.choose}
            </Button>
          </FileTrigger>
          {image.url && (
            <Button
              variant="ghost"
              aria-label={`${w.remove}: ${field.label}`}
              onPress={() => onChange({ url: '', alt: '', altAr: '' })}
            >
              {w.remove}
            </Button>
          )}
        </div>
      </div>
      {fileError && (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-sm font-medium text-danger forced-colors:text-[Mark]"
        >
          {fileError}
        </p>
      )}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <TextField
          label={w.alt}
          description={w.altHint}
          value={image.alt}
          onChange={(alt) => onChange({ ...image, alt })}
          errorMessage={errors.alt}
          isRequired={Boolean(image.url)}
        />
        <TextField
          label={w.altAr}
          description={w.altArHint}
          value={image.altAr}
          onChange={(altAr) => onChange({ ...image, altAr })}
          errorMessage={errors.altAr}
          inputDir="rtl"
          inputLang="ar"
        />
      </div>
    </fieldset>
  );
}
