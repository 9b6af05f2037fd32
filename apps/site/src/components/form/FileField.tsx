import { useId, useRef } from 'react';
import { fileToDataUrl } from '../../files/fileToDataUrl';
import { errorClass, labelClass } from './fieldStyles';

export interface FileFieldProps {
  label: string;
  accept?: string;
  error?: string;
  /** Receives the file as a data URL ('' when cleared or unreadable). */
  onFile: (dataUrl: string, fileName: string) => void;
  id?: string;
  className?: string;
  /** Bumped by the form to clear the native input after a reset. */
  resetKey?: number;
}

export function FileField({ label, accept, error, onFile, id, className, resetKey }: FileFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const busy = useRef(0);
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <input
        key={resetKey}
        id={inputId}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 block w-full text-sm file:me-3 file:rounded-field file:border-0 file:bg-navy-800 file:px-3 file:py-2 file:text-white"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          const call = ++busy.current;
          if (!file) return onFile('', '');
          try {
            const dataUrl = await fileToDataUrl(file);
            if (call === busy.current) onFile(dataUrl, file.name);
          } catch (failure) {
            console.error(failure);
            onFile('', '');
          }
        }}
      />
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
