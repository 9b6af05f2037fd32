import { useId, useLayoutEffect, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../Button/Button';
import { RequiredMark, labelStyles } from '../Field/Field';
import { useContentWords } from '../i18n/contentWords';
import { useUiWords } from '../i18n/uiWords';
import { TextField } from '../TextField/TextField';

/** A content picture as the record stores it: its public address and its alt text in both languages. */
export interface ImageValue {
  url: string;
  alt: string;
  altAr: string;
}

/** What the page's upload returns: the stored picture's address and size. */
interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

export interface ImageFieldProps {
  label: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  /** Uploads the chosen file; rejects with an Error whose message is shown under the button. */
  onUpload: (file: File) => Promise<UploadedImage>;
  /** The schema's or the server's messages, each shown at its input. */
  errors?: { url?: string; alt?: string; altAr?: string };
  /** A picture must be given: no Remove button, a seen mark, 'required' in the button's description. */
  isRequired?: boolean;
  /** The accepted types, comma separated, as an input's accept attribute. */
  accept?: string;
  description?: string;
}

/**
 * A picture of a content record: its preview, a button to choose or replace it (the page uploads
 * it), Remove when optional, and its alternative text in English (required with a picture) and
 * Arabic (optional; right to left).
 */
export function ImageField({
  label,
  value,
  onChange,
  onUpload,
  errors,
  isRequired = false,
  accept = IMAGE_TYPES,
  description,
}: ImageFieldProps) {
  const content = useContentWords();
  const w = useUiWords();
  const id = useId();
  const [isUploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const [size, setSize] = useState<{ width: number; height: number }>();
  // Alt text typed while the upload runs must survive it: the result merges into the latest value.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });

  const hasPicture = Boolean(value.url);
  const shownError = uploadError ?? errors?.url;
  const describedBy = [
    `${id}-status`,
    isRequired && `${id}-required`,
    description && `${id}-description`,
    shownError && `${id}-error`,
  ]
    .filter(Boolean)
    .join(' ');

  async function upload(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setUploading(true);
    setUploadError(undefined);
    try {
      const uploaded = await onUpload(file);
      onChange({ ...latest.current, url: uploaded.url });
    } catch (error) {
      setUploadError(
        error instanceof Error && error.message ? error.message : content.image.uploadFailed,
      );
    } finally {
      setUploading(false);
    }
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-3">
      <span className="inline-flex w-fit items-baseline">
        <span id={`${id}-label`} className={labelStyles}>
          {label}
        </span>
        {isRequired && <RequiredMark />}
      </span>

      {hasPicture && (
        <figure className="flex w-fit max-w-full flex-col gap-1">
          <img
            src={value.url}
            // The preview says what the site will say; until alt text is written it is unnamed.
            alt={value.alt}
            onLoad={(event) =>
              setSize({
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              })
            }
            className="max-h-48 max-w-full rounded-field border border-line bg-surface-muted object-contain"
          />
          {size && (
            <figcaption className="text-xs text-ink-muted">
              {content.image.dimensions({ width: size.width, height: size.height })}
            </figcaption>
          )}
        </figure>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <FileTrigger
          acceptedFileTypes={accept.split(',').map((type) => type.trim())}
          onSelect={(files) => void upload(files)}
        >
          <Button
            variant="outline"
            id={`${id}-button`}
            // Stays focusable and is announced as busy while the page uploads.
            isPending={isUploading}
            aria-labelledby={`${id}-button ${id}-label`}
            aria-describedby={describedBy}
          >
            {hasPicture ? content.image.replace : content.image.choose}
          </Button>
        </FileTrigger>
        <span id={`${id}-status`} role="status" className="text-sm text-ink-muted">
          {isUploading ? content.image.uploading : hasPicture ? '' : content.image.none}
        </span>
        {isRequired && (
          <span id={`${id}-required`} className="sr-only">
            {w.common.required}
          </span>
        )}
        {hasPicture && !isRequired && (
          <Button
            variant="ghost"
            isDisabled={isUploading}
            aria-label={`${content.image.remove}: ${label}`}
            onPress={() => {
              setSize(undefined);
              onChange({ url: '', alt: '', altAr: '' });
            }}
          >
            {content.image.remove}
          </Button>
        )}
      </div>
      {description && (
        <span id={`${id}-description`} className="text-sm text-ink-muted">
          {description}
        </span>
      )}
      {shownError && (
        <span
          id={`${id}-error`}
          className="text-sm font-medium text-danger forced-colors:text-[Mark]"
        >
          {shownError}
        </span>
      )}

      {hasPicture && (
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={content.image.alt}
            description={content.image.altHint}
            value={value.alt}
            onChange={(alt) => onChange({ ...value, alt })}
            errorMessage={errors?.alt}
            isRequired
          />
          <TextField
            label={content.image.altAr}
            description={content.image.altArHint}
            value={value.altAr}
            onChange={(altAr) => onChange({ ...value, altAr })}
            errorMessage={errors?.altAr}
            inputDir="rtl"
            inputLang="ar"
          />
        </div>
      )}
    </div>
  );
}
