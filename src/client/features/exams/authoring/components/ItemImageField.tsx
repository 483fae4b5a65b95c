import { FileInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT_ATTRIBUTE } from '../../../../../shared/files/file-kinds';
import { itemImageSrc } from '../../../../../shared/files/item-image-src';
import { errorMessage } from '../../../../lib/api-client';
import { uploadFile } from '../../../../lib/upload-file';

/**
 * The image of an exhibit or chart block (issue 28 item 1): a PNG or JPEG (at most 10 MB) uploaded
 * to the file store as `item-image` (POST /api/files?purpose=item-image), whose public address
 * (itemImageSrc: GET /api/files/item-images/:fileId, which candidates and reviewers may fetch) is
 * given to `onUploaded` for the block's `src`. Shows the upload's progress, and the server's
 * sentence when it is refused (a PDF, over 10 MB).
 */
export function ItemImageField({
  label,
  src,
  onUploaded,
}: {
  label: string;
  /** The block's current address, empty before an upload. */
  src: string;
  onUploaded: (src: string) => void;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    try {
      const stored = await uploadFile(file, 'item-image', setProgress);
      onUploaded(itemImageSrc(stored.id));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setProgress(null);
    }
  };
  return (
    <FileInput
      label={label}
      accept={ACCEPT_ATTRIBUTE['item-image']}
      placeholder={src ? t('Uploaded: choose another to replace it') : t('Choose an image')}
      onChange={(file) => void upload(file)}
      error={error}
      description={
        progress !== null
          ? t('Uploading: {{progress}}%', { progress })
          : src
            ? t('Stored at {{address}}', { address: src })
            : t('PNG or JPEG, at most 10 MB')
      }
    />
  );
}
