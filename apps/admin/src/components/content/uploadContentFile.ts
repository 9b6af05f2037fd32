import { type ContentUploadKind } from '@courier/domain/content/uploads';
import { contentUploadRules } from '@courier/domain/content/uploadMessages';
import { adminCall, AdminCallError } from '../../api/hooks';

/** What the upload call answers: the address to store and the picture's size. */
export interface UploadedContentFile {
  url: string;
  width: number;
  height: number;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Sends a picture or the profile PDF to the upload call. Only the size is checked here (no point
 * sending 50 MB to be told no); whether the bytes are a picture is the server's judgement, and
 * its refusal comes back as an AdminCallError whose message says what to upload instead.
 */
export async function uploadContentFile(
  file: File,
  kind: ContentUploadKind,
): Promise<UploadedContentFile> {
  const rules = contentUploadRules(kind);
  if (file.size === 0) throw new AdminCallError(rules.missing, 400);
  if (file.size > rules.maxBytes) throw new AdminCallError(rules.tooLarge, 413);
  const dataUrl = await readAsDataUrl(file);
  const answer = await adminCall('admin_content_upload', { fileName: file.name, kind, dataUrl });
  return answer.upload;
}

/** The message to show for a failed upload: the field's own message first, then the call's. */
export function uploadErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof AdminCallError) return error.errors.dataUrl ?? error.message ?? fallback;
  return fallback;
}
