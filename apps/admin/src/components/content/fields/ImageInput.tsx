import { ImageField, type ImageValue } from '@courier/ui/ImageField';
import { useContentWords } from '@courier/ui/i18n/contentWords';
import { CONTENT_IMAGE_ACCEPT } from '@courier/domain/content/uploads';
import type { ContentField } from '@courier/domain/content/contentTypes';
import { uploadContentFile, uploadErrorMessage } from '../uploadContentFile';

export type { ImageValue };

/** Uploads through the content upload call; a refusal becomes the field's message (`failed` when it has none). */
async function uploadPicture(file: File, failed: string) {
  try {
    return await uploadContentFile(file, 'image');
  } catch (error) {
    throw new Error(uploadErrorMessage(error, failed));
  }
}

/** A record's picture: the ui's ImageField (upload, preview, alt texts) on the upload call. */
export function ImageInput({
  field,
  value,
  onChange,
  errors,
  isRequired,
}: {
  field: ContentField;
  value: ImageValue | undefined;
  onChange: (value: ImageValue) => void;
  errors: { url?: string; alt?: string; altAr?: string };
  isRequired?: boolean;
}) {
  const content = useContentWords();
  return (
    <ImageField
      label={field.label}
      value={value ?? { url: '', alt: '', altAr: '' }}
      onChange={onChange}
      onUpload={(file) => uploadPicture(file, content.image.uploadFailed)}
      errors={errors}
      isRequired={isRequired}
      accept={CONTENT_IMAGE_ACCEPT}
      description={field.description}
    />
  );
}
