import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../Button/Button';
import { en } from '../i18n/en';
import { prepareUpload, type UploadedFile } from './prepareUpload';

export type { UploadedFile } from './prepareUpload';

/** Documents and images, as KYC and invoice uploads accept. */
export const DOCUMENTS_AND_IMAGES = [
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
}

export function FileUpload({
  label,
  fileName,
  onChange,
  errorMessage,
  acceptedFileTypes = DOCUMENTS_AND_IMAGES,
  prepare = prepareUpload,
}: FileUploadProps) {
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
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <FileTrigger acceptedFileTypes={acceptedFileTypes} onSelect={(files) => void choose(files)}>
          <Button
            variant="outline"
            isBusy={isBusy}
            id={`${id}-button`}
            aria-labelledby={`${id}-button ${id}-label`}
            aria-describedby={`${id}-status${shownError ? ` ${id}-error` : ''}`}
          >
            {en.common.chooseFile}
          </Button>
        </FileTrigger>
        <span id={`${id}-status`} className="min-w-0 truncate text-sm text-ink-muted">
          {fileName || en.common.noFileChosen}
        </span>
        {fileName && (
          <Button
            variant="ghost"
            aria-label={`${en.common.removeFile} ${fileName}`}
            onPress={() => onChange(null)}
          >
            {en.common.removeFile}
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
