/**
 * English words of the portal's bulk upload page (namespace `bulk`). Only that page reads them,
 * so they load with its own code (bulkWords.ts), never with the other pages' catalogues.
 */
export const bulkEn = {
  intro:
    'Upload the day’s shipments as one CSV or Excel (.xlsx) file: every row is checked, the valid ones are booked in one go and all their labels come out as one file.',
  rules:
    'Up to 5,000 rows and 20 MB. Blank sender cells take your account’s address, and every shipment uses the identity document of your latest booking.',
  templateTitle: 'The template',
  templateEn: 'Template, English headers (CSV)',
  templateAr: 'Template, Arabic headers (CSV)',
  fileTitle: 'Your file',
  fileLabel: 'Shipments file (CSV or .xlsx)',
  checking: 'Checking the file...',
  previewTitle: 'Check results',
  rows: 'Rows',
  valid: 'Ready to create',
  invalid: 'With errors',
  errorsTitle: 'Errors by cell',
  errorsHint:
    'Fix these cells in your file and choose it again, or create the valid rows now: rows with errors are left out.',
  noErrors: 'Every row is valid.',
  row: 'Row',
  column: 'Column',
  problem: 'Problem',
  mappingTitle: 'Columns of your file',
  mappingHint:
    'Choose the template column each of your file’s columns holds. Your account remembers this for your next files.',
  /** The select's label: the file's own header. */
  mappingLabel: 'Your column “{header}”',
  notUsed: 'Not used',
  takenTwice: 'Another column of your file already holds this one.',
  showMapping: 'Change the columns',
  hideMapping: 'Hide the columns',
  saveMapping: 'Save the columns and check again',
  mappingSaved: 'Columns saved.',
  create: 'Create {count} shipments',
  creatingTitle: 'Creating shipments',
  progress: '{done} of {total} rows done',
  doneTitle: 'Shipments created',
  created: 'Created',
  failed: 'Not created',
  leftOut: 'Left out (errors)',
  failedTitle: 'Rows not created',
  labelsTitle: 'Labels',
  labelsHint: 'Every created shipment’s labels in one file, in the order of your rows.',
  labelsA4: 'All labels, A4 PDF',
  labels4x6: 'All labels, 4x6 PDF',
  labelsZpl: 'All labels, ZPL',
  another: 'Upload another file',
} as const;
