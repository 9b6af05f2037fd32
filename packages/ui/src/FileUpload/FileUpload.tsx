import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../Button/Button';
import { RequiredMark } from '../Field/Field';
import { useUiWords } from '../i18n/uiWords';
import { prepareUpload, type UploadedFile } from './prepareUpload';

export type { UploadedFile } from './prepareUpload';

/** Documents and images, as KYC and invoice uploads accept. */
const DOCUMENTS_AND_IMAGES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  '.doc',
  '.docx',
];

export interface FileUploadProps {
  label: string;
  /** The chosen file's name, if any (the form owns the value). */
  fileName?: string;
  onChange: (file: UploadedFile | null) => void;
  /** The schema's message, shown after a submit attempt. */
  errorMessage?: string;
  acceptedFileTypes?: string[];
  /** Turns a file into what the form stores; images are compressed. Replaceable in tests. */
  prepare?: (file: File) => Promise<UploadedFile>;
  /** Marks the field as required: a seen mark beside the label, 'required' in the description. */
  isRequired?: boolean;
}

export function FileUpload({
  label,
  fileName,
  onChange,
  errorMessage,
  acceptedFileTypes = DOCUMENTS_AND_IMAGES,
  prepare = prepareUpload,
  isRequired = false,
}: FileUploadProps) {
  const w = useUiWords();
  const id = useId();
  const [isBusy, setBusy] = useState(false);
  const [loadError, setLoadError] = useState<string>();
  const shownError = loadError ?? errorMessage;

  async function choose(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setBusy(true);
    setLoadError(undefined);
    try {
      onChange(await prepare(file));
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : String(error));
      onChange(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-1">
      <span className="inline-flex w-fit items-baseline">
        <span id={`${id}-label`} className="text-sm font-semibold text-ink">
          {label}
        </span>
        {isRequired && <RequiredMark />}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <FileTrigger acceptedFileTypes={acceptedFileTypes} onSelect={(files) => void choose(files)}>
          <Button
            variant="outline"
            isBusy={isBusy}
            id={`${id}-button`}
            aria-labelledby={`${id}-button ${id}-label`}
            // A button takes no aria-required: 'required' is said in its description instead.
            aria-describedby={`${id}-status${isRequired ? ` ${id}-required-status` : ''}${shownError ? ` ${id}-error` : ''}`}
          >
            {w.common.chooseFile}
          </Button>
        </FileTrigger>
        <span id={`${id}-status`} className="min-w-0 truncate text-sm text-ink-muted">
          {fileName || w.common.noFileChosen}
        </span>
        {isRequired && (
          <span id={`${id}-required-status`} className="sr-only">
            {w.common.required}
          </span>
        )}
        {fileName && (
          <Button
            variant="ghost"
            aria-label={`${w.common.removeFile} ${fileName}`}
            onPress={() => onChange(null)}
          >
            {w.common.removeFile}
          </Button>
        )}
      </div>
      {shownError && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger forced-colors:text-[Mark]">
          {shownError}
        </p>
      )}
    </div>
  );
}
