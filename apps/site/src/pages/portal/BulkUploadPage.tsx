import type { Language } from '@courier/domain/language';
import { BATCH_FILE_MAX_BYTES, batchMessages } from '@courier/domain/batchRows';
import { Button, buttonStyles } from '@courier/ui/Button';
import { FileUpload, type UploadedFile } from '@courier/ui/FileUpload';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { usePortalWords } from '@courier/ui/i18n/portalWords';
import { toast } from '@courier/ui/Toaster';
import { useState } from 'react';
import { DropZone, Link } from 'react-aria-components';
import { failureMessage } from '../../api/failureMessage';
import {
  batchLabelsHref,
  batchTemplateHref,
  checkBatch,
  createBatch,
  saveBatchMapping,
  useBatch,
  type BatchPreview,
  type BatchView,
} from '../../api/portal/batches';
import { refusalErrors } from '../../api/portal/fieldErrors';
import { BatchErrorsTable } from '../../components/bulk/BatchErrorsTable';
import { BatchProgress } from '../../components/bulk/BatchProgress';
import { BatchSampleTable } from '../../components/bulk/BatchSampleTable';
import { ColumnMappingForm } from '../../components/bulk/ColumnMappingForm';
import { PageLoading } from '../../components/PageLoading';
import { BulkWordsProvider, useBulkCatalogue, useBulkWords } from '../../i18n/bulkWords';
import { useSignedOutRedirect } from '../../portal/useSignedOutRedirect';
import { PortalPage } from './PortalPage';

/** What the file field accepts (the server judges by content: a renamed file is refused there). */
/** The errors listed before 'Show all' (a file of 5,000 rows may hold many more). */
const ERRORS_SHOWN = 100;

const SPREADSHEETS = [
  '.csv',
  'text/csv',
  '.xlsx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** The file as it is sent: its bytes as a data URL, refused here already when over 20 MB. */
async function readSpreadsheet(file: File): Promise<UploadedFile> {
  if (file.size > BATCH_FILE_MAX_BYTES) throw new Error(batchMessages.tooLarge);
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(batchMessages.notSpreadsheet));
    reader.readAsDataURL(file);
  });
  return { name: file.name, type: file.type, dataUrl };
}

function TemplateLinks({ language }: { language: Language }) {
  const w = useBulkWords();
  const links = [
    { lang: 'en' as const, name: w.templateEn },
    { lang: 'ar' as const, name: w.templateAr },
  ];
  // The page's language first.
  if (language === 'ar') links.reverse();
  return (
    <section aria-labelledby="bulk-template-title" className="flex flex-col gap-2">
      <h2 id="bulk-template-title" className="text-xl font-bold text-navy-800">
        {w.templateTitle}
      </h2>
      <p className="text-sm text-ink-muted">{w.rules}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {links.map((link) => (
          <li key={link.lang}>
            <Link
              href={batchTemplateHref(link.lang)}
              download=""
              className={(rp) => buttonStyles({ ...rp, variant: 'outline' })}
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The counts of a checked file, its column mapping, every refused cell and the create button. */
function Preview({
  preview,
  isSaving,
  isCreating,
  onSaveMapping,
  onCreate,
}: {
  preview: BatchPreview;
  isSaving: boolean;
  isCreating: boolean;
  onSaveMapping: (mapping: Record<string, string>) => void;
  onCreate: () => void;
}) {
  const w = useBulkWords();
  const unmapped = preview.headers.filter((header) => !preview.mapping[header]).length;
  const [showMapping, setShowMapping] = useState(unmapped > 0);
  const [allErrors, setAllErrors] = useState(false);
  const errors = allErrors ? preview.errors : preview.errors.slice(0, ERRORS_SHOWN);
  return (
    <section aria-labelledby="bulk-preview-title" className="flex flex-col gap-6">
      <h2 id="bulk-preview-title" className="text-xl font-bold text-navy-800">
        {w.previewTitle}
      </h2>
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        {(
          [
            [w.rows, preview.counts.rows],
            [w.valid, preview.counts.valid],
            [w.invalid, preview.counts.invalid],
          ] as const
        ).map(([label, count]) => (
          <div key={label} className="rounded-card border border-line bg-surface p-3 sm:p-4">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="text-2xl font-bold text-navy-800">{count}</dd>
          </div>
        ))}
      </dl>
      <section
        aria-labelledby="bulk-mapping-title"
        className="flex flex-col gap-3 rounded-card border border-line p-4"
      >
        <h3 id="bulk-mapping-title" className="text-lg font-bold text-navy-800">
          {w.mappingTitle}
        </h3>
        <p className="text-sm text-ink-muted">{w.mappingHint}</p>
        {unmapped > 0 && <p className="text-sm font-semibold">{w.unmapped({ count: unmapped })}</p>}
        <div>
          <Button
            variant="outline"
            aria-expanded={showMapping}
            aria-controls="bulk-mapping"
            onPress={() => setShowMapping((now) => !now)}
          >
            {showMapping ? w.hideMapping : w.showMapping}
          </Button>
        </div>
        <div id="bulk-mapping" hidden={!showMapping}>
          {showMapping && (
            <ColumnMappingForm
              // A new answer (another file, another mapping) starts the selects again.
              key={`${preview.headers.join('\n')}\n${JSON.stringify(preview.mapping)}`}
              labelledBy="bulk-mapping-title"
              headers={preview.headers}
              columns={preview.columns}
              mapping={preview.mapping}
              isBusy={isSaving}
              onSave={onSaveMapping}
            />
          )}
        </div>
      </section>
      <section aria-labelledby="bulk-errors-title" className="flex flex-col gap-2">
        <h3 id="bulk-errors-title" className="text-lg font-bold text-navy-800">
          {w.errorsTitle}
        </h3>
        {preview.errors.length > 0 && <p className="text-sm text-ink-muted">{w.errorsHint}</p>}
        <BatchErrorsTable label={w.errorsTitle} errors={errors} />
        {errors.length < preview.errors.length && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm">
              {w.errorsShown({ shown: errors.length, count: preview.errors.length })}
            </p>
            <Button variant="outline" onPress={() => setAllErrors(true)}>
              {w.showAllErrors({ count: preview.errors.length })}
            </Button>
          </div>
        )}
      </section>
      {preview.sample.length > 0 && (
        <section aria-labelledby="bulk-sample-title" className="flex flex-col gap-2">
          <h3 id="bulk-sample-title" className="text-lg font-bold text-navy-800">
            {w.sampleTitle}
          </h3>
          <p className="text-sm text-ink-muted">{w.sampleHint}</p>
          <BatchSampleTable label={w.sampleTitle} rows={preview.sample} />
        </section>
      )}
      {preview.counts.valid > 0 && (
        <div>
          <Button isBusy={isCreating} onPress={onCreate}>
            {w.create({ count: preview.counts.valid })}
          </Button>
        </div>
      )}
    </section>
  );
}

function BulkUpload({ language }: { language: Language }) {
  const w = useBulkWords();
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [preview, setPreview] = useState<BatchPreview | null>(null);
  /** The mapping chosen on this page for this file (absent: the account's remembered one). */
  const [mapping, setMapping] = useState<Record<string, string>>();
  const [busy, setBusy] = useState<'checking' | 'saving' | 'creating' | null>(null);
  const [created, setCreated] = useState<BatchView | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const polled = useBatch(created?.id ?? null);
  useSignedOutRedirect(failure, polled.error);

  async function check(chosen: UploadedFile, withMapping?: Record<string, string>) {
    setBusy('checking');
    setFileError(undefined);
    try {
      setPreview((await checkBatch(chosen.dataUrl, withMapping)).preview);
    } catch (error) {
      setFailure(error);
      setPreview(null);
      const refused = refusalErrors(error);
      setFileError(refused.file ?? refused[''] ?? failureMessage(error));
    } finally {
      setBusy(null);
    }
  }

  function choose(chosen: UploadedFile | null) {
    setFile(chosen);
    setMapping(undefined);
    setPreview(null);
    setFileError(undefined);
    if (chosen) void check(chosen);
  }

  function reset() {
    setFile(null);
    setPreview(null);
    setMapping(undefined);
    setFileError(undefined);
    setCreated(null);
  }

  const batch = polled.data ?? created;
  if (batch) {
    return (
      <div className="flex flex-col gap-8">
        <BatchProgress
          batch={batch}
          labels={[
            { id: 'pdf', name: w.labelsA4, href: batchLabelsHref(batch.id, 'pdf') },
            { id: '4x6', name: w.labels4x6, href: batchLabelsHref(batch.id, '4x6') },
            { id: 'zpl', name: w.labelsZpl, href: batchLabelsHref(batch.id, 'zpl') },
          ]}
        />
        {polled.error && <p role="alert">{failureMessage(polled.error)}</p>}
        {batch.status === 'completed' && (
          <div>
            <Button variant="outline" onPress={reset}>
              {w.another}
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <p>{w.intro}</p>
      <TemplateLinks language={language} />
      <section aria-labelledby="bulk-file-title" className="flex flex-col gap-3">
        <h2 id="bulk-file-title" className="text-xl font-bold text-navy-800">
          {w.fileTitle}
        </h2>
        {/* A file dropped anywhere on the box counts as chosen (the button stays the way in). */}
        <DropZone
          aria-label={w.dropHere}
          onDrop={async (event) => {
            const item = event.items.find((dropped) => dropped.kind === 'file');
            if (!item || item.kind !== 'file') return;
            try {
              choose(await readSpreadsheet(await item.getFile()));
            } catch (error) {
              setFileError(error instanceof Error ? error.message : String(error));
            }
          }}
          // Its hidden button (a paste with the keyboard, a screen reader's drop) rings the box.
          className={({ isDropTarget, isFocusVisible }) =>
            `flex flex-col gap-2 rounded-card border-2 border-dashed p-4 ${isDropTarget ? 'border-express-600 bg-navy-50' : 'border-line'} ${isFocusVisible ? 'outline-3 outline-offset-2 outline-focus forced-colors:outline-[Highlight]' : ''}`
          }
        >
          <FileUpload
            label={w.fileLabel}
            fileName={file?.name}
            acceptedFileTypes={SPREADSHEETS}
            prepare={readSpreadsheet}
            errorMessage={fileError}
            isRequired
            onChange={choose}
          />
          <p className="text-sm text-ink-muted">{w.dropHere}</p>
        </DropZone>
        {busy === 'checking' && (
          <p role="status" className="text-sm text-ink-muted">
            {w.checking}
          </p>
        )}
      </section>
      {preview && file && (
        <Preview
          preview={preview}
          isSaving={busy === 'saving'}
          isCreating={busy === 'creating'}
          onSaveMapping={async (chosen) => {
            setBusy('saving');
            try {
              await saveBatchMapping(chosen);
              toast.success(w.mappingSaved);
              setMapping(chosen);
            } catch (error) {
              setFailure(error);
              toast.error(failureMessage(error));
              setBusy(null);
              return;
            }
            await check(file, chosen);
          }}
          onCreate={async () => {
            setBusy('creating');
            try {
              setCreated((await createBatch(file.dataUrl, mapping)).batch);
            } catch (error) {
              setFailure(error);
              const refused = refusalErrors(error);
              if (refused.file) setFileError(refused.file);
              else toast.error(failureMessage(error));
            } finally {
              setBusy(null);
            }
          }}
        />
      )}
    </div>
  );
}

/** Bulk upload: the template, a file checked cell by cell, its mapping, creating and labels. */
export function Component() {
  const language = useLanguage();
  const portal = usePortalWords();
  const words = useBulkCatalogue(language);
  return (
    <PortalPage title={portal.nav.bulkUpload} current="/bulk-upload">
      {words ? (
        <BulkWordsProvider value={words}>
          <BulkUpload language={language} />
        </BulkWordsProvider>
      ) : (
        <PageLoading />
      )}
    </PortalPage>
  );
}
