import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '@courier/ui/Button';
import { RequiredMark } from '@courier/ui/Field';
import { CONTENT_PDF_ACCEPT } from '@courier/domain/content/uploads';
import { contentUploadMessages } from '@courier/domain/content/uploadMessages';
import { useAdminWords } from '../../../i18n/words';
import { uploadContentFile, uploadErrorMessage } from '../uploadContentFile';
import type { InputProps } from './TextInputs';

/** The company profile PDF: the current file as a link, and an upload that replaces it. */
export function PdfInput({ field, value, onChange, errorMessage, isRequired }: InputProps<string>) {
  const t = useAdminWords();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const shownError = uploadError ?? errorMessage;

  async function choose(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setBusy(true);
    setUploadError(undefined);
    try {
      onChange((await uploadContentFile(file, 'pdf')).url);
    } catch (error) {
      setUploadError(uploadErrorMessage(error, contentUploadMessages.pdfMissing));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-1">
      <span className="inline-flex w-fit items-baseline">
        <span id={`${id}-label`} className="text-sm font-semibold text-ink">
          {field.label}
        </span>
        {isRequired && <RequiredMark />}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <FileTrigger acceptedFileTypes={[CONTENT_PDF_ACCEPT]} onSelect={(f) => void choose(f)}>
          <Button
            variant="outline"
            isBusy={busy}
            aria-label={`${value ? t.content.pdf.replace : t.content.pdf.choose}: ${field.label}`}
            aria-describedby={`${id}-current${shownError ? ` ${id}-error` : ''}`}
          >
            {busy ? t.content.pdf.uploading : value ? t.content.pdf.replace : t.content.pdf.choose}
          </Button>
        </FileTrigger>
        <span id={`${id}-current`} className="min-w-0 text-sm break-all text-ink-muted">
          {value ? (
            <>
              {t.content.pdf.current}{' '}
              <a href={value} className="text-navy-700 underline" target="_blank" rel="noreferrer">
                {value.split('/').pop()}
              </a>
            </>
          ) : (
            contentUploadMessages.pdfMissing
          )}
        </span>
      </div>
      {shownError && (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-sm font-medium text-danger forced-colors:text-[Mark]"
        >
          {shownError}
        </p>
      )}
    </div>
  );
}
